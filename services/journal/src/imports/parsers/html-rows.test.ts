import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HTMLElement, parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { fixture, JOURNAL_FIXTURES } from '../../testing/fixtures';
import { readHtmlPage, readHtmlRows } from './html-rows';
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

/** MetaTrader 4's reading from a tree: each row's direct `<td>` cells as printed, the first one's title, the broker. */
function mt4FromTree(html: string) {
  const root = parse(html);
  const rows = root.getElementsByTagName('tr').map((row) => {
    const cells = row.childNodes.filter(
      (node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'TD',
    );
    return {
      cells: cells.map((cell) => cell.text.replace(/\s+/g, ' ').trim()),
      firstTitle: cells[0]?.getAttribute('title'),
    };
  });
  const broker = root
    .getElementsByTagName('div')
    .filter((div) => div.getElementsByTagName('table').length === 0)
    .map((div) => div.text.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  return { rows, broker: broker ?? null };
}

/** cTrader's reading from a tree: rows holding no rows, all their cells, the broker's element. */
function ctraderFromTree(html: string) {
  const root = parse(html);
  return {
    rows: root
      .querySelectorAll('tr')
      .filter((row) => !row.querySelector('tr'))
      .map((row) => row.querySelectorAll('td, th').map((cell) => cell.text.replace(/\s+/g, ' ').trim())),
    broker: root.querySelector('.company-name-style')?.text.replace(/\s+/g, ' ').trim() ?? null,
  };
}

describe('readHtmlPage', () => {
  it.each(pages.filter((file) => file.startsWith('mt4/')))(
    'reads %s as MetaTrader 4’s reader did from a tree (td cells, titles, the broker)',
    (file) => {
      const html = decodeStatement(fixture(file));
      const page = readHtmlPage(html, { cellTags: ['td'], expandSpans: false });
      const tree = mt4FromTree(html);
      expect(page.rows.map((row) => ({ cells: row.cells, firstTitle: row.firstTitle }))).toEqual(tree.rows);
      expect(page.firstPlainDiv).toBe(tree.broker);
    },
  );

  it.each(pages.filter((file) => file.startsWith('ctrader/')))(
    'reads %s as cTrader’s reader did from a tree (rows holding no rows, the broker’s element)',
    (file) => {
      const html = decodeStatement(fixture(file));
      const page = readHtmlPage(html, { expandSpans: false, classes: ['company-name-style'] });
      const tree = ctraderFromTree(html);
      expect(page.rows.filter((row) => !row.holdsRows).map((row) => row.cells)).toEqual(tree.rows);
      expect(page.classTexts.get('company-name-style') ?? null).toBe(tree.broker);
      expect(tree.broker).toBeTruthy();
    },
  );

  it('finds the first plain div and a class’s first element wherever they are', () => {
    const html =
      '<div class="page"><table><tr><td title="a &amp; b">1</td></tr></table></div>' +
      '<div><b>Broker</b>  Ltd</div><p class="x y">uno <i>dos</i></p><p class="y">tres</p>';
    const page = readHtmlPage(html, { classes: ['y'] });
    expect(page.firstPlainDiv).toBe('Broker Ltd');
    expect(page.classTexts.get('y')).toBe('uno dos');
    expect(page.rows).toEqual([{ cells: ['1'], firstTitle: 'a & b', holdsRows: false }]);
  });
});

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
