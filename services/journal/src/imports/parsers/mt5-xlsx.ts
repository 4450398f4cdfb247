import Decimal from 'decimal.js';
import { XMLParser } from 'fast-xml-parser';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { mentionsMt5Report, readMt5Report } from './mt5-report';
import { type ParsedStatement, StatementError } from './statement';
import { decodeStatement } from './text';

/**
 * MetaTrader 5 trade history report saved as xlsx: the first worksheet's rows go to `readMt5Report`. The terminal
 * writes every part of the zip as UTF-16 XML (with a BOM), which `decodeStatement` reads like any statement text;
 * numbers are read as their text, never through a float, and the float noise of re-saved files
 * (`1.5505500000000001`) is rounded away.
 */

/** Only the parts that say which sheet comes first, the shared strings and the sheets are unpacked, up to this size. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const WANTED_PART =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/;

/** A double printed with 17 significant digits is the decimal it was typed as once rounded to 15. */
const SIGNIFICANT_DIGITS = 15;

/** Zip's local file signature: what every xlsx starts with. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function parseMt5Xlsx(bytes: Uint8Array): ParsedStatement {
  if (!bytes.length) throw new StatementError('empty');
  if (!looksLikeXlsx(bytes)) throw new StatementError('not-a-statement', 'not a zip');
  const parts = unpack(bytes);
  const sheet = parts.get(firstSheetPath(parts));
  if (!sheet) throw new StatementError('not-a-statement', 'no worksheet');
  const sharedStrings = readSharedStrings(parts.get('xl/sharedStrings.xml'));
  const rows = readSheet(sheet, sharedStrings);
  if (!rows.some((row) => row.some(mentionsMt5Report)))
    throw new StatementError('not-a-statement', 'no MT5 title');
  return readMt5Report(rows, 'mt5-xlsx');
}

function unpack(bytes: Uint8Array): Map<string, string> {
  let unpacked = 0;
  const wanted = (file: UnzipFileInfo) => {
    if (!WANTED_PART.test(file.name)) return false;
    unpacked += file.originalSize;
    // fflate inflates into a buffer of the declared size and never grows it, so the declared sizes bound memory.
    if (unpacked > MAX_UNPACKED_BYTES)
      throw new StatementError('not-a-statement', 'unpacked size over the limit');
    return true;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: wanted });
  } catch (error) {
    if (error instanceof StatementError) throw error;
    // fflate's codes: 13 no end-of-archive record, 0 unexpected end of data; anything else is not a zip we read.
    const code = (error as { code?: number }).code;
    throw new StatementError(code === 13 || code === 0 ? 'truncated' : 'not-a-statement', String(error));
  }
  const parts = new Map<string, string>();
  for (const [name, content] of Object.entries(files)) {
    const text = decodeStatement(content);
    // Entity declarations are how XML bombs expand; spreadsheets never declare any.
    if (/<!DOCTYPE/i.test(text)) throw new StatementError('not-a-statement', `${name} declares a DOCTYPE`);
    parts.set(name, text);
  }
  return parts;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['sheet', 'Relationship', 'si', 'r', 'row', 'c'].includes(name),
});

type XmlNode = Record<string, unknown>;

/** The first sheet of the workbook, through its relationship; `sheet1.xml` when the workbook does not say. */
function firstSheetPath(parts: Map<string, string>): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = parseXml(parts.get('xl/workbook.xml'));
  const relations = parseXml(parts.get('xl/_rels/workbook.xml.rels'));
  const first = (path(workbook, 'workbook', 'sheets', 'sheet') as XmlNode[] | undefined)?.[0];
  const id = first?.['@_id'];
  const relation = (path(relations, 'Relationships', 'Relationship') as XmlNode[] | undefined)?.find(
    (candidate) => candidate['@_Id'] === id,
  );
  const target = relation?.['@_Target'];
  if (typeof target !== 'string') return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

function readSharedStrings(text: string | undefined): string[] {
  const items = path(parseXml(text), 'sst', 'si') as unknown[] | undefined;
  return (items ?? []).map(textOf);
}

/** Rows of cell texts, each cell at its column (`r="D4"`), blanks between. */
function readSheet(text: string, sharedStrings: readonly string[]): string[][] {
  const rows = (path(parseXml(text), 'worksheet', 'sheetData', 'row') as XmlNode[] | undefined) ?? [];
  return rows.map((row) => {
    const cells: string[] = [];
    for (const cell of (row.c as XmlNode[] | undefined) ?? []) {
      const reference = cell['@_r'];
      const column = typeof reference === 'string' ? columnIndex(reference) : cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(cell, sharedStrings);
    }
    return cells;
  });
}

function cellText(cell: XmlNode, sharedStrings: readonly string[]): string {
  const value = textOf(cell.v);
  switch (cell['@_t']) {
    case 's':
      return sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return textOf(cell.is);
    case 'str':
    case 'b':
      return value;
    case 'e':
      return '';
    default:
      return cleanNumber(value);
  }
}

function cleanNumber(value: string): string {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim())) return value;
  return new Decimal(value.trim()).toSignificantDigits(SIGNIFICANT_DIGITS).toFixed();
}

/** `AB12` → 27. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The text of a string item: plain `<t>`, rich-text runs `<r><t>`, with or without attributes. */
function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  const element = node as XmlNode;
  if ('#text' in element) return textOf(element['#text']);
  return [element.t, element.r].map(textOf).join('');
}

function parseXml(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return xml.parse(text);
  } catch (error) {
    throw new StatementError('not-a-statement', `unreadable XML: ${String(error)}`);
  }
}

function path(node: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as XmlNode)[key] : undefined),
    node,
  );
}
