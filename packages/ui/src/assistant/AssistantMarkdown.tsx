import { type ComponentPropsWithoutRef, memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { internalPath } from './chat-state';

/** A heading of an answer, two levels down: the page and the chat have their own. */
const shifted = (level: 3 | 4 | 5 | 6) => {
  const Heading = `h${level}` as const;
  return ({ node: _node, ...props }: ComponentPropsWithoutRef<typeof Heading> & { node?: unknown }) => (
    <Heading {...props} />
  );
};

/**
 * An answer's Markdown, the way the journal and the strategies render theirs: react-markdown builds React elements
 * and renders no raw HTML (no rehype-raw: a `<script>` or an `onerror` in a model's answer is text) and drops
 * unsafe link targets (`javascript:`). Links to the platform's own pages (/aprende/lesson/…, /financehub,
 * /mindcrafter, /daily-reflection) navigate inside the app; any other opens in a new tab. Images are never loaded,
 * their description is shown instead.
 */
export const AssistantMarkdown = memo(function AssistantMarkdown({
  content,
  onNavigate,
}: {
  content: string;
  /** Told when the user follows a link inside the app (the panel closes). */
  onNavigate?: () => void;
}) {
  const components = useMemo<Components>(
    () => ({
      h1: shifted(3),
      h2: shifted(4),
      h3: shifted(5),
      h4: shifted(6),
      h5: shifted(6),
      h6: shifted(6),
      a: ({ node: _node, href, children }) => {
        const path = internalPath(href);
        return path ? (
          <Link to={path} onClick={onNavigate}>
            {children}
          </Link>
        ) : (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {children}
          </a>
        );
      },
      img: ({ node: _node, alt }) => <span>{alt ? `[Imagen: ${alt}]` : '[Imagen]'}</span>,
    }),
    [onNavigate],
  );
  return <Markdown components={components}>{content}</Markdown>;
});
