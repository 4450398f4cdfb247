import { Parser } from 'htmlparser2';

/** A `colspan` is taken up to this many columns (a report's widest rows span a few dozen). */
const MAX_SPAN = 100;

interface OpenRow {
  /** Where the row goes in the result: rows are listed in the order they open, as in the page. */
  index: number;
  cells: string[];
  /** The text of the cell being read, or null between cells. */
  cell: string | null;
  span: number;
}

/**
 * Every table row of an HTML page, in the order the rows open, as the texts of its `<td>`/`<th>` cells: entities
 * decoded, runs of whitespace made one space, trimmed, and a cell with `colspan=n` followed by n − 1 blanks so that
 * columns line up with their header's. A cell's text includes any table nested in it, whose rows are listed too.
 *
 * The page is read as a stream of tags (htmlparser2's tokenizer, which closes what HTML leaves implied: `<td>a<td>b`)
 * and only the rows are kept, never a tree of the page: a 24 MB MetaTrader report holds about 1 GB as a DOM and a
 * few dozen MB as rows.
 */
export function readHtmlRows(html: string): string[][] {
  const rows: string[][] = [];
  const open: OpenRow[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'tr') {
          open.push({ index: rows.length, cells: [], cell: null, span: 1 });
          rows.push([]);
          return;
        }
        const row = open.at(-1);
        if ((name === 'td' || name === 'th') && row) {
          if (row.cell !== null) closeCell(row);
          row.cell = '';
          row.span = spanOf(attributes.colspan);
        }
      },
      ontext(text) {
        for (const row of open) if (row.cell !== null) row.cell += text;
      },
      onclosetag(name) {
        const row = open.at(-1);
        if (!row) return;
        if ((name === 'td' || name === 'th') && row.cell !== null) closeCell(row);
        else if (name === 'tr') {
          if (row.cell !== null) closeCell(row);
          rows[row.index] = row.cells;
          open.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // A page cut short leaves rows open: they keep the cells read so far.
  for (const row of open) {
    if (row.cell !== null) closeCell(row);
    rows[row.index] = row.cells;
  }
  return rows;
}

function closeCell(row: OpenRow): void {
  row.cells.push((row.cell ?? '').replace(/\s+/g, ' ').trim());
  for (let blank = 1; blank < row.span; blank++) row.cells.push('');
  row.cell = null;
  row.span = 1;
}

function spanOf(value: string | undefined): number {
  return Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), MAX_SPAN);
}
