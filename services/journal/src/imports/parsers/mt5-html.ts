import { HTMLElement, parse } from 'node-html-parser';
import { mentionsMt5Report, readMt5Report } from './mt5-report';
import { type ParsedStatement, StatementError } from './statement';
import { decodeStatement } from './text';

/**
 * MetaTrader 5 trade history report saved as HTML (UTF-16LE with a BOM as the terminal writes it; copies re-saved as
 * UTF-8 read too). The whole report is one table; its rows, with `colspan` cells expanded, go to `readMt5Report`.
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
  const rows = parse(text)
    .querySelectorAll('tr')
    .map((row) => row.childNodes.filter(isCell).flatMap(expandCell));
  return readMt5Report(rows, 'mt5-html');
}

function isCell(node: unknown): node is HTMLElement {
  return node instanceof HTMLElement && (node.tagName === 'TD' || node.tagName === 'TH');
}

/** A cell and, for `colspan=n`, n − 1 blanks after it, so that columns line up with the header's. */
function expandCell(cell: HTMLElement): string[] {
  const span = Math.min(Math.max(Number.parseInt(cell.getAttribute('colspan') ?? '1', 10) || 1, 1), 100);
  return [cell.text.replace(/\s+/g, ' ').trim(), ...Array<string>(span - 1).fill('')];
}
