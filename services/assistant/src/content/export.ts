import { CONTENT_KIND_LABELS, type ContentDraft } from '@pipcrafters/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { AgencyMessages } from '../agency/messages';
import { fileSlug } from '../agency/text';

/** Raw HTML in a draft is shown as text, never run; links are not made from bare addresses. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** What a draft's HTML may keep: text structure, links (web, mail or the platform's own paths) and nothing else. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/** The platform's own paths (`/aprende/lesson/…`) made absolute, so they still lead somewhere from a saved file. */
const absolute = (href: string, origin: string | null) =>
  origin && href.startsWith('/') && !href.startsWith('//') ? `${origin}${href}` : href;

/** The origin users reach the platform at, from the gateway's forwarded headers; null when they are not usable. */
export function publicOrigin(proto: unknown, host: unknown): string | null {
  if ((proto !== 'http' && proto !== 'https') || typeof host !== 'string') return null;
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? `${proto}://${host}` : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The draft's Markdown as sanitised HTML (the body of the exported document), its own links made absolute. */
export function draftHtml(source: string, origin: string | null = null): string {
  return sanitizeHtml(markdown.render(source), {
    ...SANITIZE,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.href ? { href: absolute(attribs.href, origin) } : {}),
          rel: 'noopener noreferrer',
        },
      }),
    },
  });
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1b1f24;background:#fff;margin:0}
main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem}
a{color:#0b5cad}
blockquote{border-left:4px solid #c9d3df;margin:0;padding-left:1rem;color:#3a4654}
table{border-collapse:collapse}th,td{border:1px solid #c9d3df;padding:.25rem .5rem}
footer{margin-top:3rem;font-size:.875rem;color:#4a5563}`;

/**
 * A draft as a file: its Markdown as written, or a standalone HTML document (UTF-8, `lang="es"`, its title escaped,
 * its body rendered from the Markdown and sanitised, a footer saying where and when it was exported). The file
 * name is the title without accents or symbols.
 */
export function exportDraft(
  draft: ContentDraft,
  format: 'md' | 'html',
  now = new Date(),
  origin: string | null = null,
): { fileName: string; contentType: string; body: string } {
  const name = fileSlug(draft.title, 'borrador');
  if (format === 'md') {
    return {
      fileName: `${name}.md`,
      contentType: 'text/markdown; charset=utf-8',
      body: `${draft.markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${absolute(href, origin)})`).trimEnd()}\n`,
    };
  }
  const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(now);
  const body = [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="PipCrafters · ${escapeHtml(CONTENT_KIND_LABELS[draft.kind])}">`,
    `<title>${escapeHtml(draft.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<article>${draftHtml(draft.markdown, origin)}</article>`,
    `<footer><p>${escapeHtml(AgencyMessages.content.exportFooter(date))}</p></footer>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { fileName: `${name}.html`, contentType: 'text/html; charset=utf-8', body };
}
