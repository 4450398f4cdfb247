import { type ComponentPropsWithoutRef, type CSSProperties, memo, type ReactElement, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { internalPath } from './chat-state';

/**
 * The look of an answer, from the theme's colours (custom properties on each answer): links inside prose are
 * underlined, told apart from the text by more than their colour. One stylesheet for the page: React hoists and
 * deduplicates it by `href`.
 */
const ANSWER_CSS = `
.pc-answer { overflow-wrap: anywhere; line-height: 1.6; }
.pc-answer > :first-child { margin-top: 0; }
.pc-answer > :last-child { margin-bottom: 0; }
.pc-answer p, .pc-answer ul, .pc-answer ol, .pc-answer blockquote, .pc-answer pre { margin: 0 0 8px; }
.pc-answer ul, .pc-answer ol { padding-inline-start: 22px; }
.pc-answer h3, .pc-answer h4, .pc-answer h5, .pc-answer h6 { margin: 12px 0 6px; font-size: 1em; font-weight: 600; color: inherit; }
.pc-answer a, .pc-answer-links a { color: var(--pc-answer-link); text-decoration: underline; text-underline-offset: 2px; }
.pc-answer code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: var(--pc-answer-code-bg); border-radius: 4px; padding: 1px 4px; }
.pc-answer pre { overflow-x: auto; background: var(--pc-answer-code-bg); border-radius: 6px; padding: 8px; }
.pc-answer pre code { background: none; padding: 0; }
.pc-answer blockquote { border-inline-start: 3px solid var(--pc-answer-border); padding-inline-start: 10px; margin-inline: 0; color: var(--pc-answer-muted); }
.pc-assistant-failure { margin-top: 12px; }
`;

/**
 * The theme's colours an answer reads: the shell's CSS variables (public-pages.css, app-chrome.css), light and dark,
 * so the chat needs no antd theme (it is drawn on pages without antd's provider).
 */
const ANSWER_COLOURS = {
  '--pc-answer-link': 'var(--pc-link)',
  '--pc-answer-code-bg': 'var(--pc-hover)',
  '--pc-answer-border': 'var(--pc-border)',
  '--pc-answer-muted': 'var(--pc-text-secondary)',
} as CSSProperties;

/** The stylesheet and the theme's colours it reads, for an element that shows answers or their links. */
export function useAnswerStyle(): { stylesheet: ReactElement; style: CSSProperties } {
  return {
    stylesheet: (
      <style href="pc-assistant-answer" precedence="default">
        {ANSWER_CSS}
      </style>
    ),
    style: ANSWER_COLOURS,
  };
}

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
  return (
    <div className="pc-answer">
      <Markdown components={components}>{content}</Markdown>
    </div>
  );
});

/**
 * Markdown on its own, outside a chat (the agency tools' playground, previews and refusals): the answer's renderer
 * with its stylesheet and the theme's colours.
 */
export function MarkdownView({ content, onNavigate }: { content: string; onNavigate?: () => void }) {
  const { stylesheet, style } = useAnswerStyle();
  return (
    <div style={style}>
      {stylesheet}
      <AssistantMarkdown content={content} onNavigate={onNavigate} />
    </div>
  );
}
