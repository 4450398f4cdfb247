import { Typography } from 'antd';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** The page has its own h1 and h2s: a description's headings start at h3. */
const shifted = (level: 3 | 4 | 5 | 6) => {
  const Heading = `h${level}` as const;
  return ({ node: _node, ...props }: ComponentPropsWithoutRef<typeof Heading> & { node?: unknown }) => (
    <Heading {...props} />
  );
};

const COMPONENTS: Components = {
  h1: shifted(3),
  h2: shifted(4),
  h3: shifted(5),
  h4: shifted(6),
  h5: shifted(6),
  h6: shifted(6),
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  img: ({ node: _node, alt }) => <span>{alt ? `[Imagen: ${alt}]` : '[Imagen]'}</span>,
};

/**
 * A strategy's description as Markdown, the journal's way: react-markdown renders no raw HTML (no rehype-raw, so
 * a `<script>` or an `onerror` is shown as text, never run) and drops unsafe link protocols (`javascript:`).
 * Images are not loaded from other sites (a tracking pixel); the screenshots have their own section.
 */
export function MarkdownView({ text }: { text: string }) {
  return (
    <Typography component="div" style={{ overflowWrap: 'anywhere' }} data-testid="descripcion-markdown">
      <Markdown components={COMPONENTS}>{text}</Markdown>
    </Typography>
  );
}
