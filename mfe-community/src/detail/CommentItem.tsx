import type { CommunityComment } from '@pipcrafters/contracts';
import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { Button, Flex, Text, TextArea } from '@pipcrafters/ui';
import { useState } from 'react';
import { CommunityErrorAlert } from '../components/CommunityError';
import { EditedMark } from '../components/EditedMark';
import { LikeButton } from '../components/LikeButton';
import { MarkdownView } from '../components/MarkdownView';
import { VisibilityTag } from '../components/PostTags';
import { RelativeTime } from '../components/RelativeTime';
import { useLike, useUpdateComment } from './usePostActions';

export const commentAnchor = (id: string) => `comentario-${id}`;

/** The author's text, edited in place: the same Markdown, saved or left as it was. */
function CommentEditor({ comment, onClose }: { comment: CommunityComment; onClose: () => void }) {
  const [text, setText] = useState(comment.content);
  const update = useUpdateComment(comment.postId);
  const content = text.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (content) update.mutate({ id: comment.id, content }, { onSuccess: onClose });
      }}
    >
      <Flex vertical gap={8}>
        <TextArea
          className="pcc-grow"
          aria-label="Editar comentario"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={COMMUNITY_LIMITS.commentMax}
          autoFocus
        />
        {update.error ? (
          <CommunityErrorAlert title="Error al actualizar comentario" error={update.error} />
        ) : null}
        <Flex gap={8}>
          <Button variant="primary" type="submit" loading={update.isPending} disabled={!content}>
            Guardar
          </Button>
          <Button onClick={onClose}>Cancelar</Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * One comment: who and when ("editado" if changed), its Markdown, "Me gusta", and what the user may do with it
 * (reply; edit and delete when the API says so; report someone else's).
 */
export function CommentItem({
  comment,
  onReply,
  onDelete,
  onReport,
}: {
  comment: CommunityComment;
  onReply: () => void;
  onDelete: () => void;
  onReport: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const like = useLike(comment.postId);
  const headingId = `${commentAnchor(comment.id)}-autor`;
  return (
    <article
      id={commentAnchor(comment.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="comentario"
      style={{ scrollMarginTop: 80, minWidth: 0 }}
    >
      <Flex vertical gap={6}>
        <Flex gap={8} wrap align="baseline" style={{ fontSize: 13 }}>
          <Text strong id={headingId}>
            {comment.author.name}
          </Text>
          <Text secondary>
            <RelativeTime iso={comment.createdAt} />
          </Text>
          <EditedMark editedAt={comment.editedAt} />
          <VisibilityTag visibility={comment.visibility} />
        </Flex>
        {editing ? (
          <CommentEditor comment={comment} onClose={() => setEditing(false)} />
        ) : (
          <MarkdownView source={comment.content} testId="comentario-markdown" />
        )}
        {editing ? null : (
          <Flex gap={4} wrap align="center">
            <LikeButton
              size="small"
              liked={comment.likedByMe}
              count={comment.likes}
              disabled={like.isPending}
              onToggle={() => like.mutate({ target: 'comment', id: comment.id, liked: !comment.likedByMe })}
            />
            <Button
              size="small"
              variant="text"
              onClick={onReply}
              aria-label={`Responder a ${comment.author.name}`}
            >
              Responder
            </Button>
            {comment.canEdit ? (
              <Button
                size="small"
                variant="text"
                onClick={() => setEditing(true)}
                aria-label={`Editar el comentario de ${comment.author.name}`}
              >
                Editar
              </Button>
            ) : null}
            {comment.canDelete ? (
              <Button
                size="small"
                variant="text"
                danger
                onClick={onDelete}
                aria-label={`Eliminar el comentario de ${comment.author.name}`}
              >
                Eliminar
              </Button>
            ) : null}
            {comment.canEdit ? null : (
              <Button
                size="small"
                variant="text"
                onClick={onReport}
                aria-label={`Reportar el comentario de ${comment.author.name}`}
              >
                Reportar
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </article>
  );
}
