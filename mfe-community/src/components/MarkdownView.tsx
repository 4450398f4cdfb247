import { Paragraph } from '@pipcrafters/ui';
import { type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from '../markdown/render';

/**
 * The look of rendered Markdown, from the theme's colours (the shell's page-wide `--pc-*` variables, set for light
 * and dark), so both read well. One stylesheet for the page: React hoists and deduplicates it by `href`.
 */
const MARKDOWN_CSS = `
.pc-markdown { overflow-wrap: anywhere; line-height: 1.65; }
.pc-markdown > :first-child { margin-top: 0; }
.pc-markdown > :last-child { margin-bottom: 0; }
.pc-markdown p, .pc-markdown ul, .pc-markdown ol, .pc-markdown blockquote, .pc-markdown pre, .pc-markdown table { margin: 0 0 12px; }
.pc-markdown ul, .pc-markdown ol { padding-inline-start: 24px; }
.pc-markdown h3, .pc-markdown h4, .pc-markdown h5, .pc-markdown h6 { margin: 20px 0 8px; font-weight: 600; line-height: 1.35; color: inherit; }
.pc-markdown h3 { font-size: 1.25em; } .pc-markdown h4 { font-size: 1.12em; } .pc-markdown h5, .pc-markdown h6 { font-size: 1em; }
.pc-markdown a { color: var(--pc-link); text-decoration: underline; }
.pc-markdown a:not([href]) { color: inherit; text-decoration: none; }
.pc-markdown code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: var(--pc-hover); border-radius: 4px; padding: 1px 4px; }
.pc-markdown pre { overflow-x: auto; background: var(--pc-hover); border-radius: 6px; padding: 12px; }
.pc-markdown pre code { background: none; padding: 0; }
.pc-markdown blockquote { border-inline-start: 4px solid var(--pc-border); padding-inline-start: 12px; margin-inline: 0; color: var(--pc-text-secondary); }
.pc-markdown table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
.pc-markdown th, .pc-markdown td { border: 1px solid var(--pc-border); padding: 4px 8px; }
.pc-markdown img { max-width: 100%; height: auto; border-radius: 6px; }
.pc-markdown hr { border: 0; border-top: 1px solid var(--pc-border); margin: 16px 0; }
.pc-markdown mark { background: var(--pc-primary-bg); color: var(--pc-text); border-radius: 3px; padding: 0 2px; }
.pc-markdown-plain p { white-space: pre-wrap; }
`;

/** The User Timing entry of each render (its `detail`: the source's length and the mode it was shown in). */
export const RENDER_MEASURE = 'pc-markdown-render';

export function MarkdownStyles() {
  return (
    <style href="pc-markdown" precedence="default">
      {MARKDOWN_CSS}
    </style>
  );
}

/**
 * A post body or comment, rendered by the one safe renderer (markdown/render.ts) and inserted as sanitised nodes:
 * React never sees it as HTML. Links within the platform stay in the app; others open in a new tab.
 */
export function MarkdownView({ source, testId = 'cuerpo-markdown' }: { source: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const rendered = useMemo(() => {
    const started = performance.now();
    const result = renderMarkdown(source);
    // Seen in the browser's performance panel, and read by the browser tests' time budget.
    performance.measure(RENDER_MEASURE, {
      start: started,
      detail: { length: source.length, mode: result.mode },
    });
    return result;
  }, [source]);

  useLayoutEffect(() => {
    ref.current?.replaceChildren(rendered.fragment.cloneNode(true));
  }, [rendered]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || link.hasAttribute('target')) return;
    const url = new URL(link.getAttribute('href') ?? '', window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <>
      <MarkdownStyles />
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks are the links' own (Enter on a link clicks it); this only keeps links within the platform inside the app */}
      <div
        ref={ref}
        className={rendered.mode === 'text' ? 'pc-markdown pc-markdown-plain' : 'pc-markdown'}
        data-testid={testId}
        data-source-length={source.length}
        onClick={onClick}
      />
      {rendered.truncated ? (
        <Paragraph secondary style={{ marginTop: 8 }}>
          Texto recortado: solo se muestran sus primeros caracteres.
        </Paragraph>
      ) : null}
    </>
  );
}
