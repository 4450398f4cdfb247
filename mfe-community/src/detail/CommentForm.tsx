import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { Button, Flex, TextArea } from '@pipcrafters/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { CommunityMessages } from '../api/errors';
import { CommunityErrorAlert } from '../components/CommunityError';
import { useAddComment } from './usePostActions';

/**
 * A comment, or a reply to one (`parentId`): Markdown like the post, Ctrl+Enter sends it. Cleared once sent;
 * the comment appears in its place at once.
 */
export function CommentForm({
  postId,
  parentId = null,
  label,
  initialText = '',
  submitLabel = 'Comentar',
  autoFocus,
  onDone,
  onCancel,
}: {
  postId: string;
  parentId?: string | null;
  label: string;
  initialText?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const add = useAddComment(postId);
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();

  // A reply opens with the cursor after the mention it starts with.
  useEffect(() => {
    const element = field.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [autoFocus]);

  const send = () => {
    if (!content || add.isPending) return;
    add.mutate(
      { content, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Flex vertical gap={8}>
        <label htmlFor={fieldId} style={{ fontWeight: 500 }}>
          {label}
        </label>
        <TextArea
          className="pcc-grow"
          ref={field}
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
          maxLength={COMMUNITY_LIMITS.commentMax}
          placeholder="Escribe con respeto. Admite Markdown y @menciones."
        />
        {add.error ? <CommunityErrorAlert title={CommunityMessages.addComment} error={add.error} /> : null}
        <Flex gap={8} wrap>
          <Button variant="primary" type="submit" loading={add.isPending} disabled={!content}>
            {submitLabel}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Cancelar</Button> : null}
        </Flex>
      </Flex>
    </form>
  );
}
