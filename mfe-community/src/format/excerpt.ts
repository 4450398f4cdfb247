/** How much of a body a card shows. */
export const EXCERPT_CHARS = 220;
/** Enough source for any excerpt: the stripping below never reads a whole 40,000-character body. */
const SOURCE_CHARS = 2_000;

/**
 * A card's excerpt: the body's first words as plain text, without the Markdown marks (emphasis, headings, quotes,
 * list bullets, link and image syntax, code fences) or any HTML tag typed in it. It is shown as a text node, so
 * nothing in it is ever markup; the stripping is only for reading. Every pattern is linear.
 */
export function excerptOf(markdown: string, maxChars = EXCERPT_CHARS): string {
  const text = markdown
    .slice(0, SOURCE_CHARS)
    .replace(/^```[^\n]*$/gm, ' ')
    .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/<[^<>\n]*>/g, ' ')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/^[ \t]*(?:#{1,6}|[-*+]|\d{1,9}[.)])[ \t]+/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|[\s(])[*_]([^\s*_])/g, '$1$2')
    .replace(/([^\s*_])[*_](?=[\s).,;:!?]|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
