import { Parser } from 'htmlparser2';

/** A `colspan` is taken up to this many columns (a report's widest rows span a few dozen). */
const MAX_SPAN = 100;

/** One table row, as a statement reader needs it. */
export interface HtmlRow {
  /** The texts of its cells: entities decoded, runs of whitespace made one space, trimmed. */
  cells: string[];
  /** The `title` attribute of its first cell (MetaTrader 4 puts an order's comment there). */
  firstTitle: string | undefined;
  /** True when a table nested in one of its cells has rows of its own (a layout row, not a data row). */
  holdsRows: boolean;
}

export interface HtmlPage {
  /** Every table row, in the order the rows open (a row holding a nested table comes before the nested rows). */
  rows: HtmlRow[];
  /** The text of the first `<div>` holding text and no table (MetaTrader 4's broker line), or null. */
  firstPlainDiv: string | null;
  /** For each class asked for, the text of the first element that has it. */
  classTexts: Map<string, string>;
}

export interface HtmlPageOptions {
  /** Which cells count: both kinds (default), or only `<td>` (MetaTrader 4's statement). */
  cellTags?: readonly ('td' | 'th')[];
  /** A cell with `colspan=n` followed by n − 1 blanks, so that columns line up with their header's (default). */
  expandSpans?: boolean;
  /** Classes whose first element's text is wanted (cTrader's `company-name-style`). */
  classes?: readonly string[];
}

interface OpenRow {
  row: HtmlRow;
  /** The text of the cell being read, or null between cells. */
  cell: string | null;
  span: number;
}

interface OpenDiv {
  order: number;
  text: string;
  holdsTable: boolean;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What the statement readers take from an HTML page, read as a stream of tags (htmlparser2's tokenizer, which
 * closes what HTML leaves implied: `<td>a<td>b`) without ever building a tree of it: a 23 MB MetaTrader report holds
 * more than 1 GB of heap as a DOM and a few dozen MB as rows. A cell's text includes that of any table nested in it.
 */
export function readHtmlPage(html: string, options: HtmlPageOptions = {}): HtmlPage {
  const cellTags = new Set<string>(options.cellTags ?? ['td', 'th']);
  const expandSpans = options.expandSpans ?? true;
  const wanted = new Set(options.classes ?? []);
  const page: HtmlPage = { rows: [], firstPlainDiv: null, classTexts: new Map() };
  const rows: OpenRow[] = [];
  const divs: OpenDiv[] = [];
  let divOrder = 0;
  let bestDiv: { order: number; text: string } | null = null;
  // Elements open now (their names), and those whose text is being read for a class, by the depth they opened at.
  let depth = 0;
  const classReads: { name: string; depth: number; text: string }[] = [];

  const closeCell = (open: OpenRow) => {
    open.row.cells.push(squash(open.cell ?? ''));
    if (expandSpans) for (let blank = 1; blank < open.span; blank++) open.row.cells.push('');
    open.cell = null;
    open.span = 1;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (wanted.size > 0 && attributes.class) {
          for (const name of attributes.class.split(/\s+/)) {
            if (
              wanted.has(name) &&
              !page.classTexts.has(name) &&
              !classReads.some((read) => read.name === name)
            )
              classReads.push({ name, depth, text: '' });
          }
        }
        if (name === 'div') divs.push({ order: divOrder++, text: '', holdsTable: false });
        else if (name === 'table') for (const div of divs) div.holdsTable = true;
        if (name === 'tr') {
          for (const open of rows) open.row.holdsRows = true;
          const row: HtmlRow = { cells: [], firstTitle: undefined, holdsRows: false };
          page.rows.push(row);
          rows.push({ row, cell: null, span: 1 });
          return;
        }
        const open = rows.at(-1);
        if (open && cellTags.has(name)) {
          if (open.cell !== null) closeCell(open);
          if (open.row.cells.length === 0) open.row.firstTitle = attributes.title;
          open.cell = '';
          open.span = Math.min(Math.max(Number.parseInt(attributes.colspan ?? '1', 10) || 1, 1), MAX_SPAN);
        }
      },
      ontext(text) {
        for (const open of rows) if (open.cell !== null) open.cell += text;
        for (const div of divs) if (!div.holdsTable) div.text += text;
        for (const read of classReads) read.text += text;
      },
      onclosetag(name) {
        const open = rows.at(-1);
        if (open && cellTags.has(name) && open.cell !== null) closeCell(open);
        else if (open && name === 'tr') {
          if (open.cell !== null) closeCell(open);
          rows.pop();
        }
        if (name === 'div') {
          const div = divs.pop();
          const text = div && !div.holdsTable ? squash(div.text) : '';
          if (div && text && (bestDiv === null || div.order < bestDiv.order))
            bestDiv = { order: div.order, text };
        }
        for (let index = classReads.length - 1; index >= 0; index--) {
          const read = classReads[index];
          if (read && read.depth === depth) {
            page.classTexts.set(read.name, squash(read.text));
            classReads.splice(index, 1);
          }
        }
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // A page cut short leaves rows open: they keep the cells read so far.
  for (const open of rows) if (open.cell !== null) closeCell(open);
  page.firstPlainDiv = (bestDiv as { text: string } | null)?.text ?? null;
  return page;
}

/**
 * Every table row of an HTML page as the texts of its `<td>`/`<th>` cells, `colspan` expanded to blanks (the
 * MetaTrader 5 report's grid).
 */
export function readHtmlRows(html: string): string[][] {
  return readHtmlPage(html).rows.map((row) => row.cells);
}
