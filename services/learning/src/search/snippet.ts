import type { SearchSnippetPart } from '@pipcrafters/contracts';

/** ts_headline's markers around each match: private-use characters the content loader refuses in any file. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** A headline with markers → plain text and its parts, so the page highlights matches without any HTML. */
export function splitSnippet(headline: string): { snippet: string; snippetParts: SearchSnippetPart[] } {
  const parts: SearchSnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    const text = rest.slice(start + 1, stop);
    if (text) parts.push({ text, match: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  const merged = parts.reduce<SearchSnippetPart[]>((all, part) => {
    const last = all.at(-1);
    if (last && last.match === part.match) last.text += part.text;
    else all.push({ ...part });
    return all;
  }, []);
  return { snippet: merged.map((part) => part.text).join(''), snippetParts: merged };
}
