import {
  CASH_LIMITS,
  IMPORT_DATE_FORMATS,
  type ImportDateFormat,
  type ImportMapping,
} from '@pipcrafters/contracts';
import Papa from 'papaparse';
import { CashLabels, FinanceMessages } from '../messages';
import { M, type Money } from './money';
import { daysInMonth, formatDay } from './recurrence';

const texts = FinanceMessages.cash.import;

/** A statement line as read with a mapping: its day, text and signed amount, or why it cannot be imported. */
export interface ReadRow {
  line: number;
  date: string | null;
  description: string;
  amount: Money | null;
  error: string | null;
}

/** Splits a CSV's text into rows of cells (a BOM and blank lines dropped); `delimiter` guessed when absent. */
export function splitCsv(
  content: string,
  delimiter?: ImportMapping['delimiter'],
): {
  rows: string[][];
  delimiter: ImportMapping['delimiter'];
} {
  const text = content.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  const used = (delimiter ?? parsed.meta.delimiter) as string;
  return {
    rows: parsed.data.map((row) => row.map((cell) => (cell ?? '').trim())),
    delimiter: used === ';' || used === '\t' ? used : ',',
  };
}

const DATE_PATTERNS: Record<ImportDateFormat, RegExp> = {
  'DD/MM/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/,
  'MM/DD/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/,
  'YYYY-MM-DD': /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/,
  'DD-MM-YYYY': /^(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})$/,
  'DD.MM.YYYY': /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/,
};

/** A statement's day in a format, as YYYY-MM-DD, or null (two-digit years are this century's). */
export function readDate(text: string, format: ImportDateFormat): string | null {
  const match = DATE_PATTERNS[format].exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), match[3] as string];
  let year: number;
  let month: number;
  let day: number;
  if (format === 'YYYY-MM-DD') [year, month, day] = [a, b, Number(c)];
  else if (format === 'MM/DD/YYYY') [month, day, year] = [a, b, Number(c)];
  else [day, month, year] = [a, b, Number(c)];
  if (c.length === 2 && format !== 'YYYY-MM-DD') year += 2000;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return formatDay(year, month, day);
}

/**
 * A bank's amount: "1.234,56", "-12,50", "12,50-", "(12.50)", "€ 1 234,56", "+300" with the given decimal separator;
 * thousands separators (the other mark, spaces, apostrophes) and currency signs are ignored. Null when not a number.
 */
export function readAmount(text: string, decimal: ImportMapping['decimalSeparator']): Money | null {
  let value = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/[€$£]|[A-Z]{3}/g, '');
  if (value === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) [negative, value] = [true, value.slice(1, -1)];
  if (value.endsWith('-')) [negative, value] = [!negative, value.slice(0, -1)];
  if (value.startsWith('-')) [negative, value] = [!negative, value.slice(1)];
  else if (value.startsWith('+')) value = value.slice(1);
  const thousands = decimal === ',' ? '.' : ',';
  const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d+)?$`);
  if (grouped.test(value)) value = value.split(thousands).join('');
  if (!new RegExp(`^\\d+(\\${decimal}\\d+)?$`).test(value)) return null;
  const number = new M(decimal === ',' ? value.replace(',', '.') : value);
  return negative ? number.negated() : number;
}

/** The text a duplicate is matched on: lower case, accents kept, spaces collapsed. */
export const normalizeDescription = (text: string) =>
  text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** What a transaction is matched on when a statement is imported again: the day, the signed amount and the text. */
export const dedupKey = (date: string, signedAmount: Money, description: string) =>
  `${date}|${signedAmount.toFixed(2)}|${normalizeDescription(description)}`;

const HEADER_HINTS = {
  date: /fecha|date|f\.\s*valor|f\.\s*operaci|día/i,
  description: /concepto|descrip|detalle|movimiento|description|memo|payee|beneficiario|referencia/i,
  amount: /importe|amount|cantidad|monto/i,
  debit: /cargo|débito|debito|debe|debit|gasto|salida|retiro/i,
  credit: /abono|crédito|credito|haber|credit|ingreso|entrada|depósito|deposito/i,
  balance: /saldo|balance|disponible/i,
};

const share = (values: string[], test: (value: string) => boolean) =>
  values.length === 0 ? 0 : values.filter(test).length / values.length;

/** The date format most of a column's cells read in (day first before month first, as in Spain and Latin America). */
function guessDateFormat(values: string[]): { format: ImportDateFormat; share: number } {
  let best: { format: ImportDateFormat; share: number } = { format: 'DD/MM/YYYY', share: 0 };
  for (const format of IMPORT_DATE_FORMATS) {
    const found = share(values, (value) => readDate(value, format) !== null);
    if (found > best.share) best = { format, share: found };
  }
  return best;
}

function guessDecimal(values: string[]): ImportMapping['decimalSeparator'] {
  const comma = values.filter((value) => /,\d{1,2}\)?-?$/.test(value.trim())).length;
  const point = values.filter((value) => /\.\d{1,2}\)?-?$/.test(value.trim())).length;
  return comma > point ? ',' : '.';
}

/**
 * A mapping for a bank's CSV from its first rows: the delimiter, whether the first row is a header (no cell of it
 * reads as a day), the date column and format, the amount column (or debit and credit columns, by their headers),
 * the decimal separator and the description (a header's name, or the column with the longest texts).
 */
export function guessMapping(rows: string[][], delimiter: ImportMapping['delimiter']): ImportMapping {
  const first = rows[0] ?? [];
  const width = Math.max(0, ...rows.slice(0, 50).map((row) => row.length));
  const anyDate = (value: string) => IMPORT_DATE_FORMATS.some((format) => readDate(value, format) !== null);
  const hasHeader =
    first.length > 0 && !first.some(anyDate) && first.some((cell) => /[a-zA-Záéíóú]/.test(cell));
  const headers = hasHeader ? first : [];
  const body = rows.slice(hasHeader ? 1 : 0, (hasHeader ? 1 : 0) + 200);
  const column = (index: number) => body.map((row) => row[index] ?? '').filter((value) => value !== '');
  const columns = Array.from({ length: width }, (_, index) => index);
  const named = (hint: RegExp, except: number[] = []) =>
    columns.find((index) => !except.includes(index) && hint.test(headers[index] ?? ''));

  const dateScores = columns.map((index) => ({ index, ...guessDateFormat(column(index)) }));
  const byHeader = named(HEADER_HINTS.date);
  const date =
    byHeader !== undefined && (dateScores[byHeader]?.share ?? 0) > 0.5
      ? (dateScores[byHeader] as (typeof dateScores)[number])
      : dateScores.reduce(
          (best, score) => (score.share > best.share ? score : best),
          dateScores[0] ?? {
            index: 0,
            format: 'DD/MM/YYYY' as ImportDateFormat,
            share: 0,
          },
        );

  // Columns of days (a second "fecha valor") are never amounts.
  const dates = dateScores.filter((score) => score.share > 0.5).map((score) => score.index);
  const decimalSeparator = guessDecimal(
    body.flatMap((row) => row.filter((_, index) => index !== date.index)),
  );
  const numeric = (index: number) =>
    index !== date.index &&
    column(index).length > 0 &&
    share(column(index), (value) => readAmount(value, decimalSeparator) !== null) > 0.8;
  const balance = named(HEADER_HINTS.balance);
  let amountColumn: number | null = named(HEADER_HINTS.amount, dates) ?? null;
  let debitColumn: number | null = null;
  let creditColumn: number | null = null;
  if (amountColumn === null) {
    const debit = named(HEADER_HINTS.debit, dates);
    const credit = named(HEADER_HINTS.credit, [...dates, ...(debit === undefined ? [] : [debit])]);
    if (debit !== undefined && credit !== undefined) [debitColumn, creditColumn] = [debit, credit];
    else amountColumn = columns.find((index) => index !== balance && numeric(index)) ?? null;
  }
  const taken = [date.index, amountColumn, debitColumn, creditColumn, balance].filter(
    (index) => index !== null,
  );
  const textLength = (index: number) =>
    column(index).reduce((total, value) => total + value.length, 0) / Math.max(1, column(index).length);
  const description =
    named(HEADER_HINTS.description, taken as number[]) ??
    columns
      .filter((index) => !taken.includes(index) && !numeric(index))
      .reduce<number | undefined>(
        (best, index) => (best === undefined || textLength(index) > textLength(best) ? index : best),
        undefined,
      ) ??
    columns.find((index) => !taken.includes(index)) ??
    0;
  return {
    delimiter,
    hasHeader,
    dateColumn: date.index,
    dateFormat: date.format,
    descriptionColumn: description,
    amountColumn:
      amountColumn ??
      (debitColumn === null
        ? (columns.find((index) => index !== date.index && index !== description) ?? 0)
        : null),
    debitColumn,
    creditColumn,
    decimalSeparator,
  };
}

/** The first thing wrong with a mapping against a file of `width` columns (Spanish), or null. */
export function mappingProblem(mapping: ImportMapping, width: number): string | null {
  const fields: [string, number | null][] = [
    [CashLabels.columns.date, mapping.dateColumn],
    [CashLabels.columns.description, mapping.descriptionColumn],
    [CashLabels.columns.amount, mapping.amountColumn],
    [CashLabels.columns.debit, mapping.debitColumn],
    [CashLabels.columns.credit, mapping.creditColumn],
  ];
  for (const [field, column] of fields) {
    if (column !== null && column >= width) return texts.column(field, column, width);
  }
  const single =
    mapping.amountColumn !== null && mapping.debitColumn === null && mapping.creditColumn === null;
  const split =
    mapping.amountColumn === null && mapping.debitColumn !== null && mapping.creditColumn !== null;
  if (!single && !split) return texts.amountColumns;
  const used = fields.map(([, column]) => column).filter((column) => column !== null);
  if (new Set(used).size !== used.length) return texts.sameColumns;
  return null;
}

const MAX = new M(CASH_LIMITS.amountMax);

/** Reads every data row with a mapping (checked first with `mappingProblem`). */
export function readRows(rows: string[][], mapping: ImportMapping): ReadRow[] {
  const start = mapping.hasHeader ? 1 : 0;
  return rows.slice(start).map((row, index) => {
    const line = index + start + 1;
    const cell = (column: number | null) => (column === null ? '' : (row[column] ?? ''));
    const description = cell(mapping.descriptionColumn)
      .replace(/\s+/g, ' ')
      .slice(0, CASH_LIMITS.descriptionMax);
    const needed = Math.max(
      mapping.dateColumn,
      mapping.descriptionColumn,
      mapping.amountColumn ?? 0,
      mapping.debitColumn ?? 0,
      mapping.creditColumn ?? 0,
    );
    const base = { line, description, date: null, amount: null };
    if (row.length <= needed) return { ...base, error: texts.rowColumns };
    const date = readDate(cell(mapping.dateColumn), mapping.dateFormat);
    if (!date) return { ...base, error: texts.rowDate(mapping.dateFormat) };
    let amount: Money | null;
    if (mapping.amountColumn !== null)
      amount = readAmount(cell(mapping.amountColumn), mapping.decimalSeparator);
    else {
      const debit =
        cell(mapping.debitColumn) === ''
          ? new M(0)
          : readAmount(cell(mapping.debitColumn), mapping.decimalSeparator);
      const credit =
        cell(mapping.creditColumn) === ''
          ? new M(0)
          : readAmount(cell(mapping.creditColumn), mapping.decimalSeparator);
      amount = debit && credit ? credit.abs().minus(debit.abs()) : null;
    }
    if (!amount) return { ...base, date, error: texts.rowAmount };
    if (amount.isZero()) return { ...base, date, error: texts.rowZero };
    if (amount.abs().decimalPlaces() > 2 || amount.abs().greaterThan(MAX)) {
      return { ...base, date, error: amount.abs().greaterThan(MAX) ? texts.rowTooLarge : texts.rowAmount };
    }
    return { line, date, description, amount, error: null };
  });
}

/**
 * Marks statement lines already in the account: a line is a duplicate when the account holds at least as many
 * transactions with its key as the file has lines with that key up to and including it (two identical coffees on
 * one day import twice the first time, and not again).
 */
export function markDuplicates(rows: ReadRow[], existing: ReadonlyMap<string, number>): boolean[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.error || !row.date || !row.amount) return false;
    const key = dedupKey(row.date, row.amount, row.description);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return occurrence <= (existing.get(key) ?? 0);
  });
}

/** A CSV cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) made inert with a leading quote. */
export const inertCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
