import { readHtmlRows } from './html-rows';
import { mentionsMt5Report, readMt5Report } from './mt5-report';
import { type ParsedStatement, StatementError } from './statement';
import { decodeStatement } from './text';

/**
 * MetaTrader 5 trade history report saved as HTML (UTF-16LE with a BOM as the terminal writes it; copies re-saved as
 * UTF-8 read too). The whole report is one table; its rows, with `colspan` cells expanded, go to `readMt5Report`,
 * read as a stream of tags (`readHtmlRows`) rather than a tree of the page.
 */

/** Cheap detection for a format sniffer: an HTML page titled as an MT5 trade history report. */
export function looksLikeMt5Html(text: string): boolean {
  return /<html[\s>]/i.test(text.slice(0, 4096)) && mentionsMt5Report(text.slice(0, 16_384));
}

export function parseMt5Html(bytes: Uint8Array): ParsedStatement {
  const text = bytes.length ? decodeStatement(bytes) : '';
  if (!text.trim()) throw new StatementError('empty');
  if (!looksLikeMt5Html(text)) throw new StatementError('not-a-statement');
  // The terminal always closes the page; without the end a download or copy was cut short.
  if (!/<\/html>\s*$/i.test(text)) throw new StatementError('truncated', 'no </html>');
  return readMt5Report(readHtmlRows(text), 'mt5-html');
}
