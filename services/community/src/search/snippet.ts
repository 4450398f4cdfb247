/**
 * A search snippet as plain text: ts_headline's words around the matches (marked «like this»), with the Markdown
 * and HTML of the source reduced to the words a reader sees.
 */
export function plainSnippet(headline: string): string {
  return headline
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
