import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { Marked, Renderer, type Tokens } from 'marked';

/**
 * Post bodies and comments are Markdown written by anybody: hostile input is the normal case. The source goes
 * through `marked` with raw HTML turned into text, then through DOMPurify with a short allow-list, and comes out as
 * a DOM fragment that is inserted as it is (never serialised and parsed again, which is where mutation XSS lives).
 *
 * The rules, each enforced after sanitising (so they hold whatever marked let through):
 * - Raw HTML in the source is shown as text (`<b>` reads `<b>`), never parsed.
 * - Only the tags below survive; no forms, frames, objects, SVG, MathML, styles, ids, names or classes.
 * - Links keep an http:, https: or mailto: target, otherwise they lose it (the words stay, inert). Links to
 *   other sites open in a new tab with `rel="nofollow ugc noopener"`.
 * - Images load only from the platform's own store (`/api/community/images/…`, the same origin). Any other image
 *   is written as a link to it (https:) or as its alt text: a remote image would tell another site who reads the
 *   post (and the page's CSP refuses it anyway), and data: images have no place in a body.
 * - Headings start at h3: the page has its own h1 and h2s.
 * - `@nombre` is highlighted (outside links and code).
 * - Cost is capped: at most `maxChars` characters (the longest body the service accepts); sources nested deeper
 *   than `maxNesting` containers (quotes, lists) or longer than `maxLines` lines are shown as plain text without
 *   parsing, and so are sources of more than `maxTokens` tokens (before any HTML or DOM is built) and anything the parser gives up on. The
 *   parser-cost corpus is measured in render.test.ts (jsdom) and e2e/community.spec.ts (Chromium).
 */

export const MARKDOWN_LIMITS = {
  maxChars: COMMUNITY_LIMITS.bodyMax,
  maxNesting: 16,
  /** Lines: marked's list lexer grows faster than the source (0.5 s in Chromium for 10,000 one-word items). */
  maxLines: 4_000,
  /** Markdown tokens (paragraphs, list items, links, words between them…): bounds the DOM built and sanitised. */
  maxTokens: 6_000,
} as const;

/** Where the community's stored images are served from (same origin). */
export const OWN_IMAGE_PATH = '/api/community/images/';

export const EXTERNAL_LINK_REL = 'nofollow ugc noopener';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'mark',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export interface RenderedMarkdown {
  /** Sanitised nodes, ready to append (clone it to insert it twice). */
  fragment: DocumentFragment;
  /** 'text' when the source was too deep or too hard to parse and is shown as plain text instead. */
  mode: 'markdown' | 'text';
  /** The source was longer than `maxChars` and only its beginning is shown. */
  truncated: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's own address, against which relative URLs are read (the tests' jsdom has one too). */
function baseUrl(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, baseUrl());
  } catch {
    return null;
  }
}

/** An image of the platform's own store: same origin, under `/api/community/images/`. */
export function isOwnImage(src: string): boolean {
  const url = parseUrl(src);
  return (
    url !== null &&
    url.origin === new URL(baseUrl()).origin &&
    url.pathname.startsWith(OWN_IMAGE_PATH) &&
    !url.pathname.includes('/../')
  );
}

const defaults = new Renderer();

const markdown = new Marked({
  gfm: true,
  // Not marked's `breaks`: it is quadratic on long runs of spaces (seconds for 40,000 of them); the text renderer
  // below turns a paragraph's line breaks into <br> instead, in one pass.
  breaks: false,
  async: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      return block ? `<p>${escapeHtml(text)}</p>` : escapeHtml(text);
    },
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    text(token) {
      const html = defaults.text.call(this, token);
      return 'tokens' in token && token.tokens ? html : html.replace(/\n/g, '<br>');
    },
    checkbox({ checked }) {
      return checked ? '☑ ' : '☐ ';
    },
    image({ href, text }) {
      if (isOwnImage(href)) return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">`;
      const label = escapeHtml(text ? `Imagen: ${text}` : 'Imagen');
      return parseUrl(href)?.protocol === 'https:' ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    },
  },
});

/** The source's lines, counted up to just past `stopAt`. */
export function lineCount(source: string, stopAt = Number.POSITIVE_INFINITY): number {
  let lines = 1;
  for (
    let index = source.indexOf('\n');
    index >= 0 && lines <= stopAt;
    index = source.indexOf('\n', index + 1)
  )
    lines += 1;
  return lines;
}

/** How deep the containers (quotes `>` and list items) of the most nested line go. */
export function nestingDepth(source: string, stopAt = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  let depth = 0;
  let atLineStart = true;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\n') {
      depth = 0;
      atLineStart = true;
      continue;
    }
    if (!atLineStart) continue;
    if (char === ' ' || char === '\t') continue;
    const next = source[index + 1];
    if (char === '>') depth += 1;
    else if ((char === '-' || char === '*' || char === '+') && (next === ' ' || next === '\t')) depth += 1;
    else atLineStart = false;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > stopAt) return deepest;
    }
  }
  return deepest;
}

let purifier: DOMPurify | undefined;

/** A DOMPurify of our own (its hooks apply to community content only), made on first use. */
function communityPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      const url = href === null ? null : parseUrl(href);
      if (!url || !LINK_PROTOCOLS.has(url.protocol)) {
        node.removeAttribute('href');
        return;
      }
      if (url.protocol === 'mailto:' || url.origin !== new URL(baseUrl()).origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', EXTERNAL_LINK_REL);
      }
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !isOwnImage(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM_FRAGMENT: true,
};

/** `@nombre`: a handle's letters, digits, dots, dashes and underscores, not ending in a dot or dash. */
const MENTION = /(^|[^\p{L}\p{N}_.@/-])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?)/gu;

/** Wraps each `@nombre` of the fragment's text (outside links and code) in a `<mark>`, built from text nodes. */
function highlightMentions(fragment: DocumentFragment): void {
  const document = fragment.ownerDocument;
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('@') && !node.parentElement?.closest('a, code, pre'))
      texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.nodeValue ?? '';
    const parts: Node[] = [];
    let last = 0;
    for (const match of value.matchAll(MENTION)) {
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      if (start > last) parts.push(document.createTextNode(value.slice(last, start)));
      const mark = document.createElement('mark');
      mark.textContent = `@${match[2]}`;
      parts.push(mark);
      last = start + 1 + (match[2]?.length ?? 0);
    }
    if (parts.length === 0) continue;
    if (last < value.length) parts.push(document.createTextNode(value.slice(last)));
    text.replaceWith(...parts);
  }
}

/** The source as plain text: one paragraph per blank-line-separated block (the view keeps its line breaks). */
function plainText(source: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const block of source.split(/\n{2,}/)) {
    if (!block.trim()) continue;
    const paragraph = document.createElement('p');
    paragraph.textContent = block;
    fragment.append(paragraph);
  }
  return fragment;
}

/** Renders a post body or comment safely (see the rules above). Needs a DOM (the page's, or jsdom in tests). */
export function renderMarkdown(source: string): RenderedMarkdown {
  const truncated = source.length > MARKDOWN_LIMITS.maxChars;
  const text = truncated ? source.slice(0, MARKDOWN_LIMITS.maxChars) : source;
  if (
    lineCount(text, MARKDOWN_LIMITS.maxLines) > MARKDOWN_LIMITS.maxLines ||
    nestingDepth(text, MARKDOWN_LIMITS.maxNesting) > MARKDOWN_LIMITS.maxNesting
  ) {
    return { fragment: plainText(text), mode: 'text', truncated };
  }
  let html: string;
  try {
    const tokens = markdown.lexer(text);
    let count = 0;
    markdown.walkTokens(tokens, () => {
      count += 1;
    });
    if (count > MARKDOWN_LIMITS.maxTokens) return { fragment: plainText(text), mode: 'text', truncated };
    html = markdown.parser(tokens);
  } catch {
    // marked gives up on some inputs (its recursion limit): show the words rather than nothing.
    return { fragment: plainText(text), mode: 'text', truncated };
  }
  const fragment = communityPurifier().sanitize(html, PURIFY_CONFIG);
  highlightMentions(fragment);
  return { fragment, mode: 'markdown', truncated };
}
