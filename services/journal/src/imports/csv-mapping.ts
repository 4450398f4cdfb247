import { isIanaTimeZone } from '@pipcrafters/contracts';
import type { CsvMapping } from './parsers/csv';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isColumn = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 100;
const isColumnList = (value: unknown) => Array.isArray(value) && value.length <= 10 && value.every(isColumn);
const isWordList = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 20 &&
  value.every((item) => typeof item === 'string' && item.length <= 40);

const TRADE_COLUMNS = new Set([
  'ticket',
  'account',
  'currency',
  'symbol',
  'side',
  'openTime',
  'openDate',
  'closeTime',
  'closeDate',
  'openPrice',
  'closePrice',
  'buyTime',
  'sellTime',
  'buyPrice',
  'sellPrice',
  'volume',
  'stopLoss',
  'takeProfit',
  'profit',
  'net',
  'comment',
]);
const EXECUTION_COLUMNS = new Set([
  'ticket',
  'account',
  'currency',
  'symbol',
  'side',
  'time',
  'date',
  'price',
  'quantity',
  'profit',
]);
const COST_COLUMNS = new Set(['commission', 'swap', 'taxes']);

/**
 * A column mapping as the browser sent it, checked field by field before the CSV reader sees it: anything else
 * than the documented shape is refused (null), never half-read.
 */
export function checkCsvMapping(value: unknown): CsvMapping | null {
  if (!isObject(value)) return null;
  const {
    mode,
    delimiter,
    decimalComma,
    dateFormat,
    timeZone,
    skipRows,
    costsArePositive,
    columns,
    sides,
    preamble,
  } = value;
  if (mode !== 'trades' && mode !== 'executions') return null;
  if (![',', ';', '\t', 'auto'].includes(delimiter as string)) return null;
  if (typeof decimalComma !== 'boolean' || typeof costsArePositive !== 'boolean') return null;
  if (typeof dateFormat !== 'string' || dateFormat.length === 0 || dateFormat.length > 40) return null;
  if (timeZone !== null && (typeof timeZone !== 'string' || !isIanaTimeZone(timeZone))) return null;
  if (!Number.isInteger(skipRows) || (skipRows as number) < 0 || (skipRows as number) > 50) return null;
  if (!isObject(columns)) return null;
  const allowed = mode === 'trades' ? TRADE_COLUMNS : EXECUTION_COLUMNS;
  for (const [name, column] of Object.entries(columns)) {
    if (COST_COLUMNS.has(name)) {
      if (!isColumnList(column)) return null;
    } else if (!allowed.has(name) || !isColumn(column)) {
      return null;
    }
  }
  if (mode === 'trades' && !isColumn(columns.volume)) return null;
  if (
    mode === 'executions' &&
    !['side', 'time', 'price', 'quantity'].every((name) => isColumn(columns[name]))
  ) {
    return null;
  }
  if (sides !== undefined && !(isObject(sides) && isWordList(sides.buy) && isWordList(sides.sell)))
    return null;
  if (mode === 'executions' && sides === undefined) return null;
  if (preamble !== undefined) {
    if (!isObject(preamble)) return null;
    for (const row of [preamble.account, preamble.symbol]) {
      if (row !== undefined && (!Number.isInteger(row) || (row as number) < 0 || (row as number) > 50))
        return null;
    }
  }
  return value as unknown as CsvMapping;
}
