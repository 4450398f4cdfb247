/** One piece of a search snippet: plain text, or a match (between « and » in the service's snippet). */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * Splits a snippet such as `…el «stop» debajo…` into its parts, for the page to build as text nodes and <mark>s
 * (never as HTML). An unclosed « marks the rest; a stray » is kept as text.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = snippet;
  while (rest) {
    const open = rest.indexOf('«');
    if (open < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf('»', open + 1);
    const match = rest.slice(open + 1, close < 0 ? undefined : close);
    if (match) parts.push({ text: match, match: true });
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  return parts;
}
