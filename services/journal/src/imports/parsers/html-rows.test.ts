import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HTMLElement, parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { fixture, JOURNAL_FIXTURES } from '../../testing/fixtures';
import { readHtmlRows } from './html-rows';
import { decodeStatement } from './text';

/** The same rows read from a whole tree of the page (node-html-parser), as the MT5 reader used to. */
function rowsFromTree(html: string): string[][] {
  return parse(html)
    .querySelectorAll('tr')
    .map((row) =>
      row.childNodes
        .filter(
          (node): node is HTMLElement =>
            node instanceof HTMLElement && (node.tagName === 'TD' || node.tagName === 'TH'),
        )
        .flatMap((cell) => {
          const span = Math.min(
            Math.max(Number.parseInt(cell.getAttribute('colspan') ?? '1', 10) || 1, 1),
            100,
          );
          return [cell.text.replace(/\s+/g, ' ').trim(), ...Array<string>(span - 1).fill('')];
        }),
    );
}

const pages = ['mt4', 'mt5', 'ctrader'].flatMap((folder) =>
  readdirSync(join(JOURNAL_FIXTURES, folder))
    .filter((name) => /\.html?$/.test(name))
    .map((name) => `${folder}/${name}`),
);

describe('readHtmlRows', () => {
  it.each(pages)('reads the rows of %s as a tree of the page would', (file) => {
    const html = decodeStatement(fixture(file));
    const rows = readHtmlRows(html);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows).toEqual(rowsFromTree(html));
  });

  it('decodes entities, joins whitespace and expands colspan to blanks', () => {
    const html =
      '<TABLE><TR><TH COLSPAN="3">Trade&nbsp;History &amp; Report</TH><td>x</td></TR>' +
      '<tr><td>  1.08\n  </td><td colspan=2>&lt;b&gt;</td><td colspan="0">y</td><td colspan="500">z</td></tr></table>';
    const rows = readHtmlRows(html);
    expect(rows[0]).toEqual(['Trade History & Report', '', '', 'x']);
    expect(rows[1]?.slice(0, 5)).toEqual(['1.08', '<b>', '', 'y', 'z']);
    expect(rows[1]).toHaveLength(104);
  });

  it('closes cells and rows that HTML leaves implied, and keeps what a cut page had read', () => {
    expect(readHtmlRows('<table><tr><td>a<td>b<tr><td>c</table>')).toEqual([['a', 'b'], ['c']]);
    expect(readHtmlRows('<table><tr><td>1</td><td>2')).toEqual([['1', '2']]);
    expect(readHtmlRows('<p>no table</p><td>stray</td>')).toEqual([]);
  });

  it('lists a nested table’s rows after the row that holds it, whose cell keeps their text', () => {
    const html =
      '<table><tr><td>outer<table><tr><td>in1</td><td>in2</td></tr></table></td><td>last</td></tr></table>';
    expect(readHtmlRows(html)).toEqual([
      ['outerin1in2', 'last'],
      ['in1', 'in2'],
    ]);
    expect(readHtmlRows(html)).toEqual(rowsFromTree(html));
  });

  it('reads a large report without a tree of it', () => {
    const row = '<tr><td>2024.01.02 08:00:00</td><td>100</td><td>EURUSD</td><td colspan="2">buy</td></tr>';
    const html = `<html><body><table>${row.repeat(50_000)}</table></body></html>`;
    const rows = readHtmlRows(html);
    expect(rows).toHaveLength(50_000);
    expect(rows[49_999]).toEqual(['2024.01.02 08:00:00', '100', 'EURUSD', 'buy', '']);
  });
});
