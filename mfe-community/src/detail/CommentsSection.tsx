import type { CommunityComment, CommunityPost } from '@pipcrafters/contracts';
import { Flex, Paragraph } from '@pipcrafters/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CommunityMessages } from '../api/errors';
import { ConfirmDelete, ReportDialog } from '../components/LazyDialogs';
import { Card, Title } from '../ui/light';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { commentThreads, mention } from './post-cache';
import { useRemoveComment } from './usePostActions';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Announces comments that arrive while the post is open (someone else's, pushed live), for screen readers; the
 * comments already there when the page opened are not announced.
 */
function useArrivals(comments: readonly CommunityComment[]): string {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const ids = new Set(comments.map((comment) => comment.id));
    if (seen.current) {
      const arrived = comments.filter((comment) => !seen.current?.has(comment.id) && !comment.canEdit);
      if (arrived.length === 1) setAnnouncement(`Nuevo comentario de ${arrived[0]?.author.name}`);
      else if (arrived.length > 1) setAnnouncement(`${arrived.length} comentarios nuevos`);
    }
    seen.current = ids;
  }, [comments]);
  return announcement;
}

/**
 * The comments, oldest first, replies one level deep under theirs; a reply form opens under the thread it answers
 * (a reply to a reply answers the same thread, starting with the mention of whom it answers). The form for a new
 * comment is last.
 */
export function CommentsSection({ post }: { post: CommunityPost }) {
  const threads = useMemo(() => commentThreads(post.comments), [post.comments]);
  const [replyTo, setReplyTo] = useState<{ threadId: string; handle: string | null } | null>(null);
  const [deleting, setDeleting] = useState<CommunityComment | null>(null);
  const [reporting, setReporting] = useState<{ type: 'comment'; id: string } | null>(null);
  const remove = useRemoveComment(post.id);
  const announcement = useArrivals(post.comments);

  const item = (comment: CommunityComment, threadId: string) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      onReply={() =>
        setReplyTo({ threadId, handle: comment.id === threadId ? null : mention(comment.author.handle) })
      }
      onDelete={() => {
        remove.reset();
        setDeleting(comment);
      }}
      onReport={() => setReporting({ type: 'comment', id: comment.id })}
    />
  );

  return (
    <Card
      title={
        <Title level={2} id="comentarios" style={{ fontSize: 18, margin: 0 }}>
          Comentarios ({post.commentsCount})
        </Title>
      }
    >
      <section aria-labelledby="comentarios">
        <div aria-live="polite" style={VISUALLY_HIDDEN}>
          {announcement}
        </div>
        {threads.length === 0 ? (
          <Paragraph secondary>Aún no hay comentarios. ¡Sé el primero en responder!</Paragraph>
        ) : (
          <Flex vertical gap={20} style={{ marginBottom: 24 }}>
            {threads.map(({ comment, replies }) => (
              <Flex vertical gap={12} key={comment.id} data-testid="hilo">
                {item(comment, comment.id)}
                {replies.length > 0 || replyTo?.threadId === comment.id ? (
                  <Flex
                    vertical
                    gap={12}
                    role="group"
                    aria-label={`Respuestas a ${comment.author.name}`}
                    style={{
                      marginInlineStart: 12,
                      paddingInlineStart: 12,
                      borderInlineStart: '2px solid var(--pc-border-secondary)',
                    }}
                  >
                    {replies.map((reply) => item(reply, comment.id))}
                    {replyTo?.threadId === comment.id ? (
                      <CommentForm
                        key={`${replyTo.threadId}-${replyTo.handle ?? ''}`}
                        postId={post.id}
                        parentId={comment.id}
                        label={`Responder a ${comment.author.name}`}
                        initialText={replyTo.handle ? `${replyTo.handle} ` : ''}
                        submitLabel="Responder"
                        autoFocus
                        onDone={() => setReplyTo(null)}
                        onCancel={() => setReplyTo(null)}
                      />
                    ) : null}
                  </Flex>
                ) : null}
              </Flex>
            ))}
          </Flex>
        )}
        <CommentForm postId={post.id} label="Añadir un comentario" />
      </section>
      <ConfirmDelete
        title="¿Eliminar este comentario?"
        text="Se borra para todos y no se puede recuperar."
        open={deleting !== null}
        deleting={remove.isPending}
        error={remove.error}
        errorTitle={CommunityMessages.removeComment}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}
