import { futuresPointValue, isIanaTimeZone } from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import Papa from 'papaparse';
import { CSV_PRESETS, type CsvPreset } from './csv-presets';
import {
  type DecimalString,
  type ParsedClose,
  type ParsedStatement,
  type ParsedTrade,
  type SkippedRows,
  type SkipReason,
  StatementError,
} from './statement';
import { decodeStatement, parseAmount } from './text';

/**
 * A generic CSV importer: the user (or a preset) says which header names hold which fields, and every row is read
 * strictly by that mapping. A row whose side, date or number does not parse is counted as 'unreadable-row', never
 * guessed; a mapping naming a column the file lacks is a 'bad-mapping' error naming the column.
 */

export type CsvDelimiter = ',' | ';' | '\t';

/** Which cell values mean a buy and which a sell (compared trimmed, case-insensitively). */
export interface CsvSides {
  buy: string[];
  sell: string[];
}

/**
 * Column references are header names as the file prints them (trimmed). A name the header repeats is addressed
 * as `Name#2`, `Name#3` for its later occurrences (FTMO prints `Price` twice), as `previewCsv` lists them.
 */
export type CsvColumn = string;

interface CsvMappingBase {
  delimiter: CsvDelimiter | 'auto';
  decimalComma: boolean;
  /**
   * Tokens: YYYY, MM/M, DD/D, HH/H (24 h), hh/h with A (12 h, AM/PM), mm, ss, SSS, Z (offset `Z`, `+02:00`,
   * `-0500`); any other character is literal and a space matches any run of spaces. Seconds may carry a fraction
   * (`.678`) even when the format does not say. 'ISO' stands for 'YYYY-MM-DDTHH:mm:ssZ'. With a date column
   * apart from the time column the two are joined with a space before reading.
   */
  dateFormat: string;
  /** The IANA zone of the file's wall-clock times, or null (unknown). Ignored when the format carries an offset. */
  timeZone: string | null;
  /** Non-blank rows before the header row (report titles, account lines). */
  skipRows: number;
  /** Preamble rows (0-based, among the skipped ones) whose first cell is the account or the symbol (Rithmic). */
  preamble?: { account?: number; symbol?: number };
  /** True when commissions and fees are printed as positive costs (they are stored negative, as MetaTrader's). */
  costsArePositive: boolean;
}

export interface CsvTradeColumns {
  ticket?: CsvColumn;
  account?: CsvColumn;
  currency?: CsvColumn;
  /** Optional only when `preamble.symbol` names the symbol. */
  symbol?: CsvColumn;
  /** Side with open and close prices and times, or the paired buy/sell columns below (Tradovate). */
  side?: CsvColumn;
  openTime?: CsvColumn;
  /** The open date when `openTime` holds only a time of day. */
  openDate?: CsvColumn;
  closeTime?: CsvColumn;
  closeDate?: CsvColumn;
  openPrice?: CsvColumn;
  closePrice?: CsvColumn;
  /** Paired layouts: the trade is a buy when the buy came first (a tie is read as a buy), a sell otherwise. */
  buyTime?: CsvColumn;
  sellTime?: CsvColumn;
  buyPrice?: CsvColumn;
  sellPrice?: CsvColumn;
  volume: CsvColumn;
  stopLoss?: CsvColumn;
  takeProfit?: CsvColumn;
  /** Cost columns are summed: several fee columns may make one figure. */
  commission?: CsvColumn[];
  swap?: CsvColumn[];
  taxes?: CsvColumn[];
  /** The gross profit; or, for files that print only a net, `net` (then profit = net − costs). */
  profit?: CsvColumn;
  net?: CsvColumn;
  comment?: CsvColumn;
}

export interface CsvExecutionColumns {
  /** An order, fill or position id; a round trip takes its opening fill's. */
  ticket?: CsvColumn;
  account?: CsvColumn;
  currency?: CsvColumn;
  symbol?: CsvColumn;
  side: CsvColumn;
  time: CsvColumn;
  /** The date when `time` holds only a time of day (TradeZero). */
  date?: CsvColumn;
  price: CsvColumn;
  quantity: CsvColumn;
  commission?: CsvColumn[];
  taxes?: CsvColumn[];
  /**
   * Realised P/L printed on the fills (Quantower's Gross P/L); summed per round trip. Without it the profit is
   * the price difference times the quantity, right for shares and spot but not for contracts with a multiplier.
   */
  profit?: CsvColumn;
}

/** One closed trade per row. */
export interface CsvTradesMapping extends CsvMappingBase {
  mode: 'trades';
  columns: CsvTradeColumns;
  /** Defaults to buy/long/b and sell/short/s. */
  sides?: CsvSides;
}

/** One fill per row, paired into round trips (flat to flat) FIFO per account and symbol, shorts included. */
export interface CsvExecutionsMapping extends CsvMappingBase {
  mode: 'executions';
  columns: CsvExecutionColumns;
  sides: CsvSides;
}

export type CsvMapping = CsvTradesMapping | CsvExecutionsMapping;

export interface CsvPreview {
  delimiter: CsvDelimiter;
  /** The header row, repeated names made addressable (`Price`, `Price#2`). */
  header: string[];
  rows: string[][];
  /** The preset whose header this file has, if any (its `skipRows` already applied to `header`). */
  preset: CsvPreset | null;
}

const DEFAULT_SIDES: CsvSides = { buy: ['buy', 'long', 'b'], sell: ['sell', 'short', 's'] };
const PREVIEW_ROWS = 10;

export function previewCsv(
  bytes: Uint8Array,
  delimiter: CsvDelimiter | 'auto' = 'auto',
  skipRows = 0,
): CsvPreview {
  const table = readTable(bytes, delimiter, skipRows);
  const preset = findPreset(table.rows);
  const headerAt = preset ? preset.mapping.skipRows : skipRows;
  return {
    delimiter: table.delimiter,
    header: addressableHeader(table.rows[headerAt] ?? []),
    rows: table.rows.slice(headerAt + 1, headerAt + 1 + PREVIEW_ROWS),
    preset,
  };
}

/** The preset whose mapped columns the header all has; the one naming most columns wins. */
export function detectPreset(headerRow: readonly string[]): CsvPreset | null {
  const header = new Set(addressableHeader(headerRow));
  const matching = CSV_PRESETS.filter((preset) =>
    mappedColumns(preset.mapping).every((name) => header.has(name)),
  );
  matching.sort((a, b) => mappedColumns(b.mapping).length - mappedColumns(a.mapping).length);
  return matching[0] ?? null;
}

/** Reads the file by `mapping`, or by the preset its header matches when no mapping is given. */
export function parseCsv(bytes: Uint8Array, mapping?: CsvMapping): ParsedStatement {
  const table = readTable(bytes, mapping?.delimiter ?? 'auto', mapping?.skipRows);
  const chosen = mapping ?? findPreset(table.rows)?.mapping;
  if (!chosen) throw new StatementError('unknown-format', recogniseUnsupported(table.rows));
  return readRows(table.rows, chosen);
}

interface Table {
  delimiter: CsvDelimiter;
  rows: string[][];
}

function readTable(bytes: Uint8Array, delimiter: CsvDelimiter | 'auto', skipRows = 0): Table {
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw new StatementError('empty');
  // XML (IBKR Flex) and HTML statements have their own parsers; read as CSV they would only yield garbage rows.
  if (text.trimStart().startsWith('<')) throw new StatementError('unknown-format', 'markup, not CSV');
  const chosen = delimiter === 'auto' ? guessDelimiter(text, skipRows) : delimiter;
  return {
    delimiter: chosen,
    rows: Papa.parse<string[]>(text, { delimiter: chosen, skipEmptyLines: 'greedy' }).data,
  };
}

/**
 * The delimiter that splits most of the first rows into the same number (above one) of fields; ties go to more
 * fields. Preamble lines (a title, an account) then do not mislead, as they might a guess from the first lines.
 */
function guessDelimiter(text: string, skipRows: number): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; rows: number; fields: number } = {
    delimiter: ',',
    rows: 0,
    fields: 0,
  };
  for (const delimiter of [',', ';', '\t'] as const) {
    const rows = Papa.parse<string[]>(text, {
      delimiter,
      preview: skipRows + 20,
      skipEmptyLines: 'greedy',
    }).data;
    const widths = new Map<number, number>();
    for (const row of rows.slice(skipRows))
      if (row.length > 1) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    for (const [fields, count] of widths) {
      if (count > best.rows || (count === best.rows && fields > best.fields))
        best = { delimiter, rows: count, fields };
    }
  }
  return best.delimiter;
}

function findPreset(rows: readonly string[][]): CsvPreset | null {
  for (const preset of CSV_PRESETS) {
    const header = rows[preset.mapping.skipRows];
    if (header && detectPreset(header)?.id === preset.id) return preset;
  }
  return null;
}

/** A short technical note on why no preset applies, for logs. */
function recogniseUnsupported(rows: readonly string[][]): string {
  const first = rows[0]?.[0]?.trim() ?? '';
  // TD Ameritrade's statement is a cash ledger: side, quantity, symbol and price are free text in DESCRIPTION
  // ("SOLD -100 AMZN @9.65"), so no column mapping can read it; it needs a parser of its own.
  if (first.startsWith('Account Statement for')) return 'tdameritrade account statement';
  return 'no preset matches the header';
}

function addressableHeader(row: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell) => {
    const name = cell.trim();
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}#${count}`;
  });
}

function mappedColumns(mapping: CsvMapping): string[] {
  return Object.values(mapping.columns).flatMap((value: CsvColumn | CsvColumn[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
}

/** A cell reader bound to the header; a named column the header lacks is a bad mapping. */
function columnReader(header: readonly string[]) {
  const indexOf = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new StatementError('bad-mapping', name);
    return index;
  };
  return {
    one(name: CsvColumn | undefined): ((row: readonly string[]) => string) | null {
      if (name === undefined) return null;
      const index = indexOf(name);
      return (row) => (row[index] ?? '').trim();
    },
    many(names: CsvColumn[] | undefined): (row: readonly string[]) => string[] {
      const indexes = (names ?? []).map(indexOf);
      return (row) => indexes.map((index) => (row[index] ?? '').trim());
    },
  };
}

/** Whether a row could be read: a value, or the reason it was skipped. */
type RowResult<T> = T | SkipReason;

function readRows(allRows: readonly string[][], mapping: CsvMapping): ParsedStatement {
  const preamble = allRows.slice(0, mapping.skipRows);
  const headerRow = allRows[mapping.skipRows];
  if (!headerRow) throw new StatementError('truncated', `no header after ${mapping.skipRows} rows`);
  const header = addressableHeader(headerRow);
  const body = allRows.slice(mapping.skipRows + 1);
  if (mapping.timeZone !== null && !isIanaTimeZone(mapping.timeZone))
    throw new StatementError('bad-mapping', `timeZone ${mapping.timeZone}`);
  const readTime = createDateReader(mapping.dateFormat);
  const fromPreamble = (index: number | undefined): string | null => {
    if (index === undefined) return null;
    const value = preamble[index]?.[0]?.trim();
    if (!value) throw new StatementError('bad-mapping', `preamble row ${index}`);
    return value;
  };
  const context: RowContext = {
    columns: columnReader(header),
    readTime: (text) => readTime(text)?.time ?? null,
    amount: (text) => readAmount(text, mapping.decimalComma),
    costSign: mapping.costsArePositive ? -1 : 1,
    preambleSymbol: fromPreamble(mapping.preamble?.symbol),
  };
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason, count = 1) => skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  const accounts = new Set<string>();
  const currencies = new Set<string>();
  const preambleAccount = fromPreamble(mapping.preamble?.account);
  if (preambleAccount) accounts.add(preambleAccount);
  const readAccount = context.columns.one(mapping.columns.account);
  const readCurrency = context.columns.one(mapping.columns.currency);
  const readable: string[][] = [];
  for (const row of body) {
    if (addressableHeader(row).join('\u0000') === header.join('\u0000')) {
      skip('summary-row');
      continue;
    }
    readable.push(row);
  }

  let trades: ParsedTrade[];
  if (mapping.mode === 'trades') {
    const readTrade = tradeRowReader(mapping, context);
    trades = [];
    for (const row of readable) {
      const trade = readTrade(row);
      if (typeof trade === 'string') skip(trade);
      else trades.push(trade);
    }
  } else {
    const readFill = fillRowReader(mapping, context);
    const fills: Fill[] = [];
    for (const row of readable) {
      const fill = readFill(row);
      if (typeof fill === 'string') skip(fill);
      else fills.push(fill);
    }
    const paired = pairFills(fills);
    trades = paired.trades;
    if (paired.openFills) skip('open-position', paired.openFills);
  }
  for (const row of readable) {
    const account = readAccount?.(row);
    if (account) accounts.add(account);
    const currency = readCurrency?.(row);
    if (currency) currencies.add(currency);
  }

  const hasOffset = /Z/.test(expandDateFormat(mapping.dateFormat));
  return {
    format: 'csv',
    language: null,
    account: {
      number: accounts.size === 1 ? ([...accounts][0] ?? null) : null,
      name: null,
      currency: currencies.size === 1 ? ([...currencies][0] ?? null) : null,
      broker: null,
      hedging: null,
    },
    generatedAt: null,
    timeZone: hasOffset ? 'UTC' : mapping.timeZone,
    trades,
    movements: [],
    skipped: [...skipped].map(([reason, count]): SkippedRows => ({ reason, count })),
    stated: { netProfit: null, totalTrades: null },
  };
}

interface RowContext {
  columns: ReturnType<typeof columnReader>;
  readTime: (text: string) => string | null;
  amount: (text: string) => string | null;
  costSign: 1 | -1;
  preambleSymbol: string | null;
}

function sideReader(sides: CsvSides): (value: string) => 'buy' | 'sell' | null {
  const lookup = new Map<string, 'buy' | 'sell'>();
  for (const [side, values] of [
    ['buy', sides.buy],
    ['sell', sides.sell],
  ] as const) {
    for (const value of values) {
      const key = value.trim().toLowerCase();
      if (lookup.has(key) && lookup.get(key) !== side)
        throw new StatementError('bad-mapping', `side value ${value}`);
      lookup.set(key, side);
    }
  }
  return (value) => lookup.get(value.trim().toLowerCase()) ?? null;
}

/** Sums cost cells (blank = 0) to the stored sign; null when one is not a number. */
function costReader(
  context: RowContext,
  names: CsvColumn[] | undefined,
): (row: readonly string[]) => string | null {
  const cells = context.columns.many(names);
  return (row) => {
    let total = new Decimal(0);
    for (const cell of cells(row)) {
      if (cell === '') continue;
      const value = context.amount(cell);
      if (value === null) return null;
      total = total.plus(value);
    }
    return total.times(context.costSign).toFixed();
  };
}

function symbolReader(
  context: RowContext,
  column: CsvColumn | undefined,
): (row: readonly string[]) => string {
  const read = context.columns.one(column);
  if (read) return read;
  const symbol = context.preambleSymbol;
  if (symbol === null) throw new StatementError('bad-mapping', 'symbol');
  return () => symbol;
}

/** A time from its column, joined to a date column when the file splits them. */
function timeReader(
  context: RowContext,
  timeColumn: CsvColumn | undefined,
  dateColumn: CsvColumn | undefined,
): ((row: readonly string[]) => string | null) | null {
  const time = context.columns.one(timeColumn);
  if (!time) return null;
  const date = context.columns.one(dateColumn);
  return (row) => context.readTime(date ? `${date(row)} ${time(row)}` : time(row));
}

function tradeRowReader(mapping: CsvTradesMapping, context: RowContext) {
  const { columns } = mapping;
  const one = context.columns.one;
  const symbol = symbolReader(context, columns.symbol);
  const volume = one(columns.volume);
  const ticket = one(columns.ticket);
  const comment = one(columns.comment);
  const stopLoss = one(columns.stopLoss);
  const takeProfit = one(columns.takeProfit);
  const commission = costReader(context, columns.commission);
  const swap = costReader(context, columns.swap);
  const taxes = costReader(context, columns.taxes);
  if (columns.profit !== undefined && columns.net !== undefined)
    throw new StatementError('bad-mapping', 'profit+net');
  const profit = one(columns.profit);
  const net = one(columns.net);
  if (!profit && !net) throw new StatementError('bad-mapping', 'profit');
  const readSide = sideReader(mapping.sides ?? DEFAULT_SIDES);
  const position =
    columns.side !== undefined ? sidedPosition(mapping, context, readSide) : pairedPosition(mapping, context);

  return (row: readonly string[]): RowResult<ParsedTrade> => {
    const open = position(row);
    const lots = volume?.(row);
    const size = lots === undefined ? null : context.amount(lots);
    const costs = { commission: commission(row), swap: swap(row), taxes: taxes(row) };
    const printed = context.amount((profit ?? net)?.(row) ?? '');
    const name = symbol(row);
    const levels = [stopLoss, takeProfit].map((read) => (read ? context.amount(read(row) || '0') : '0'));
    if (
      !open ||
      size === null ||
      new Decimal(size).isZero() ||
      printed === null ||
      name === '' ||
      costs.commission === null ||
      costs.swap === null ||
      costs.taxes === null ||
      levels.some((level) => level === null)
    )
      return 'unreadable-row';
    const allCosts = new Decimal(costs.commission).plus(costs.swap).plus(costs.taxes);
    return {
      ticket: ticket?.(row) || null,
      symbol: name,
      ...open,
      volume: new Decimal(size).abs().toFixed(),
      // MetaTrader-style exports print 0 for "no stop" and "no target".
      stopLoss: levels[0] === '0' ? null : (levels[0] ?? null),
      takeProfit: levels[1] === '0' ? null : (levels[1] ?? null),
      commission: costs.commission,
      swap: costs.swap,
      taxes: costs.taxes,
      profit: profit ? printed : new Decimal(printed).minus(allCosts).toFixed(),
      net: profit ? null : printed,
      comment: comment?.(row) || null,
    };
  };
}

type OpenSide = Pick<ParsedTrade, 'side' | 'openTime' | 'closeTime' | 'openPrice' | 'closePrice'>;

function sidedPosition(
  mapping: CsvTradesMapping,
  context: RowContext,
  readSide: (value: string) => 'buy' | 'sell' | null,
): (row: readonly string[]) => OpenSide | null {
  const { columns } = mapping;
  const side = context.columns.one(columns.side);
  const openTime = timeReader(context, columns.openTime, columns.openDate);
  const closeTime = timeReader(context, columns.closeTime, columns.closeDate);
  const openPrice = context.columns.one(columns.openPrice);
  const closePrice = context.columns.one(columns.closePrice);
  if (!closeTime) throw new StatementError('bad-mapping', 'closeTime');
  if (!closePrice) throw new StatementError('bad-mapping', 'closePrice');
  return (row) => {
    const direction = side ? readSide(side(row)) : null;
    const opened = openTime ? openTime(row) : null;
    const closed = closeTime(row);
    const entry = openPrice ? context.amount(openPrice(row)) : null;
    const exit = context.amount(closePrice(row));
    if (!direction || !closed || exit === null || (openTime && !opened) || (openPrice && entry === null))
      return null;
    return { side: direction, openTime: opened, closeTime: closed, openPrice: entry, closePrice: exit };
  };
}

function pairedPosition(
  mapping: CsvTradesMapping,
  context: RowContext,
): (row: readonly string[]) => OpenSide | null {
  const { columns } = mapping;
  const buyTime = timeReader(context, columns.buyTime, undefined);
  const sellTime = timeReader(context, columns.sellTime, undefined);
  const buyPrice = context.columns.one(columns.buyPrice);
  const sellPrice = context.columns.one(columns.sellPrice);
  if (!buyTime || !sellTime || !buyPrice || !sellPrice)
    throw new StatementError('bad-mapping', 'side (or buyTime, sellTime, buyPrice, sellPrice)');
  return (row) => {
    const bought = buyTime(row);
    const sold = sellTime(row);
    const boughtAt = context.amount(buyPrice(row));
    const soldAt = context.amount(sellPrice(row));
    if (!bought || !sold || boughtAt === null || soldAt === null) return null;
    // A buy filled at the same second as its sell is read as a long: the direction cannot change its profit.
    return bought <= sold
      ? { side: 'buy', openTime: bought, closeTime: sold, openPrice: boughtAt, closePrice: soldAt }
      : { side: 'sell', openTime: sold, closeTime: bought, openPrice: soldAt, closePrice: boughtAt };
  };
}

export interface Fill {
  key: string;
  ticket: string | null;
  symbol: string;
  side: 'buy' | 'sell';
  time: string;
  quantity: Decimal;
  price: Decimal;
  commission: Decimal;
  taxes: Decimal;
  profit: Decimal | null;
}

function fillRowReader(mapping: CsvExecutionsMapping, context: RowContext) {
  const { columns } = mapping;
  const one = context.columns.one;
  const symbol = symbolReader(context, columns.symbol);
  const account = one(columns.account);
  const ticket = one(columns.ticket);
  const side = one(columns.side);
  const time = timeReader(context, columns.time, columns.date);
  const price = one(columns.price);
  const quantity = one(columns.quantity);
  const profit = one(columns.profit);
  const commission = costReader(context, columns.commission);
  const taxes = costReader(context, columns.taxes);
  const readSide = sideReader(mapping.sides);
  if (!side || !time || !price || !quantity)
    throw new StatementError('bad-mapping', 'side, time, price, quantity');
  return (row: readonly string[]): RowResult<Fill> => {
    const direction = readSide(side(row));
    const at = time(row);
    const filled = context.amount(quantity(row));
    const fillPrice = context.amount(price(row));
    const realised = profit ? context.amount(profit(row) || '0') : null;
    const fees = { commission: commission(row), taxes: taxes(row) };
    const name = symbol(row);
    if (
      !direction ||
      !at ||
      filled === null ||
      new Decimal(filled).isZero() ||
      fillPrice === null ||
      (profit && realised === null) ||
      fees.commission === null ||
      fees.taxes === null ||
      name === ''
    )
      return 'unreadable-row';
    return {
      key: `${account?.(row) ?? ''}\u0000${name}`,
      ticket: ticket?.(row) || null,
      symbol: name,
      side: direction,
      time: at,
      quantity: new Decimal(filled).abs(),
      price: new Decimal(fillPrice),
      commission: new Decimal(fees.commission),
      taxes: new Decimal(fees.taxes),
      profit: realised === null ? null : new Decimal(realised),
    };
  };
}

/** A position being built from fills, from flat until flat again. */
interface RoundTrip {
  first: Fill;
  fills: Fill[];
  side: 'buy' | 'sell';
  lots: { quantity: Decimal; price: Decimal }[];
  opened: Decimal;
  openValue: Decimal;
  closes: ParsedClose[];
  closed: Decimal;
  closeValue: Decimal;
  commission: Decimal;
  taxes: Decimal;
  profit: Decimal;
}

/**
 * Pairs fills FIFO per account and symbol, in time order (stable for equal times: exports are not always
 * chronological). A fill larger than the open position closes it and opens the other way with the rest; its
 * costs are shared in proportion. Fills of positions still open at the end are counted, not turned into trades.
 */
export function pairFills(fills: readonly Fill[]): { trades: ParsedTrade[]; openFills: number } {
  const groups = new Map<string, Fill[]>();
  for (const fill of fills) groups.set(fill.key, [...(groups.get(fill.key) ?? []), fill]);
  const trades: ParsedTrade[] = [];
  let openFills = 0;
  for (const group of groups.values()) {
    group.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    let trip: RoundTrip | null = null;
    for (const fill of group) {
      let rest = fill.quantity;
      if (trip && trip.side !== fill.side) {
        const closing = Decimal.min(rest, openQuantity(trip));
        closeLots(trip, fill, closing);
        rest = rest.minus(closing);
        if (openQuantity(trip).isZero()) {
          trades.push(toTrade(trip));
          trip = null;
        }
      }
      if (rest.isZero()) continue;
      trip ??= {
        first: fill,
        fills: [],
        side: fill.side,
        lots: [],
        opened: new Decimal(0),
        openValue: new Decimal(0),
        closes: [],
        closed: new Decimal(0),
        closeValue: new Decimal(0),
        commission: new Decimal(0),
        taxes: new Decimal(0),
        profit: new Decimal(0),
      };
      const share = rest.div(fill.quantity);
      trip.fills.push(fill);
      trip.lots.push({ quantity: rest, price: fill.price });
      trip.opened = trip.opened.plus(rest);
      trip.openValue = trip.openValue.plus(rest.times(fill.price));
      trip.commission = trip.commission.plus(fill.commission.times(share));
      trip.taxes = trip.taxes.plus(fill.taxes.times(share));
      if (share.eq(1)) trip.profit = trip.profit.plus(fill.profit ?? 0);
    }
    if (trip) openFills += trip.fills.length;
  }
  return {
    trades: trades.sort((a, b) => (a.closeTime < b.closeTime ? -1 : a.closeTime > b.closeTime ? 1 : 0)),
    openFills,
  };
}

function openQuantity(trip: RoundTrip): Decimal {
  return trip.opened.minus(trip.closed);
}

function closeLots(trip: RoundTrip, fill: Fill, quantity: Decimal): void {
  const direction = trip.side === 'buy' ? 1 : -1;
  // Futures named with their month code (MESZ4) are worth their point value per point; shares and spot, 1.
  const pointValue = futuresPointValue(trip.first.symbol) ?? 1;
  let left = quantity;
  let computed = new Decimal(0);
  while (left.gt(0)) {
    const lot = trip.lots[0];
    if (!lot) break;
    const matched = Decimal.min(lot.quantity, left);
    computed = computed.plus(fill.price.minus(lot.price).times(matched).times(direction).times(pointValue));
    lot.quantity = lot.quantity.minus(matched);
    left = left.minus(matched);
    if (lot.quantity.isZero()) trip.lots.shift();
  }
  const share = quantity.div(fill.quantity);
  const commission = fill.commission.times(share);
  const taxes = fill.taxes.times(share);
  const profit = fill.profit ?? computed;
  if (!trip.fills.includes(fill)) trip.fills.push(fill);
  trip.closed = trip.closed.plus(quantity);
  trip.closeValue = trip.closeValue.plus(quantity.times(fill.price));
  trip.commission = trip.commission.plus(commission);
  trip.taxes = trip.taxes.plus(taxes);
  trip.profit = trip.profit.plus(profit);
  trip.closes.push({
    ticket: fill.ticket,
    time: fill.time,
    volume: quantity.toFixed(),
    price: fill.price.toFixed(),
    commission: commission.toFixed(),
    swap: '0',
    taxes: taxes.toFixed(),
    profit: profit.toFixed(),
  });
}

function toTrade(trip: RoundTrip): ParsedTrade {
  const { first } = trip;
  return {
    ticket: first.ticket,
    symbol: first.symbol,
    side: trip.side,
    openTime: first.time,
    closeTime: trip.closes.at(-1)?.time ?? first.time,
    volume: trip.opened.toFixed(),
    openPrice: averagePrice(trip.openValue, trip.opened),
    closePrice: averagePrice(trip.closeValue, trip.closed),
    stopLoss: null,
    takeProfit: null,
    commission: trip.commission.toFixed(),
    swap: '0',
    taxes: trip.taxes.toFixed(),
    profit: trip.profit.toFixed(),
    net: null,
    comment: null,
    ...(trip.closes.length > 1 ? { closes: trip.closes } : {}),
  };
}

function averagePrice(value: Decimal, quantity: Decimal): DecimalString {
  return value.div(quantity).toDecimalPlaces(8).toFixed();
}

/** Money and numbers as CSV exports print them: also `$1,930.00`, `(12.50)` and `$(12.50)` for negatives. */
export function readAmount(text: string, decimalComma: boolean): string | null {
  let cleaned = text.trim().replace(/[$€£]/g, '');
  const negative = /^-?\((.*)\)$/.exec(cleaned);
  if (negative) cleaned = `-${negative[1]}`;
  return parseAmount(cleaned, decimalComma);
}

function expandDateFormat(format: string): string {
  return format === 'ISO' ? 'YYYY-MM-DDTHH:mm:ssZ' : format;
}

const DATE_TOKENS = {
  YYYY: '(?<year>\\d{4})',
  MM: '(?<month>\\d{2})',
  M: '(?<month>\\d{1,2})',
  DD: '(?<day>\\d{2})',
  D: '(?<day>\\d{1,2})',
  HH: '(?<hour>\\d{2})',
  H: '(?<hour>\\d{1,2})',
  hh: '(?<hour12>\\d{2})',
  h: '(?<hour12>\\d{1,2})',
  mm: '(?<minute>\\d{2})',
  ss: '(?<second>\\d{2})(?:[.,](?<fraction>\\d{1,9}))?',
  SSS: '(?<fraction>\\d{3})',
  A: '(?<meridiem>[AaPp][Mm])',
  Z: '(?<offset>Z|[+-]\\d{2}:?\\d{2})',
};

export interface ReadTime {
  /** 'YYYY-MM-DD HH:mm:ss', with '.SSS' when the text has a fraction of a second; UTC when `utc`. */
  time: string;
  utc: boolean;
}

/**
 * Compiles a date format (tokens as `CsvMapping.dateFormat` lists them) into a strict reader: a text that does
 * not match, or names a day that does not exist, reads as null. A format without year, month, day, hour and
 * minute is a bad mapping.
 */
export function createDateReader(format: string): (text: string) => ReadTime | null {
  const expanded = expandDateFormat(format);
  const explicitFraction = expanded.includes('SSS');
  let pattern = '';
  let last = 0;
  const seen = new Set<string>();
  for (const match of expanded.matchAll(/YYYY|SSS|MM|DD|HH|hh|mm|ss|M|D|H|h|A|Z/g)) {
    const token = match[0];
    const group =
      token === 'ss' && explicitFraction
        ? '(?<second>\\d{2})'
        : DATE_TOKENS[token as keyof typeof DATE_TOKENS];
    const name = /\(\?<(\w+)>/.exec(group)?.[1] ?? '';
    if (seen.has(name)) throw new StatementError('bad-mapping', `dateFormat ${format}`);
    seen.add(name);
    pattern += literal(expanded.slice(last, match.index)) + group;
    last = match.index + token.length;
  }
  pattern += literal(expanded.slice(last));
  const clock12 = seen.has('hour12');
  if (
    !['year', 'month', 'day', 'minute'].every((name) => seen.has(name)) ||
    !(seen.has('hour') || clock12) ||
    clock12 !== seen.has('meridiem')
  )
    throw new StatementError('bad-mapping', `dateFormat ${format}`);
  let regex: RegExp;
  try {
    regex = new RegExp(`^${pattern}$`);
  } catch {
    throw new StatementError('bad-mapping', `dateFormat ${format}`);
  }

  return (text) => {
    const groups = regex.exec(text.trim())?.groups;
    if (!groups) return null;
    const year = Number(groups.year);
    const month = Number(groups.month);
    const day = Number(groups.day);
    let hour = Number(groups.hour ?? groups.hour12);
    const minute = Number(groups.minute);
    const second = Number(groups.second ?? 0);
    if (clock12) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (groups.meridiem?.toLowerCase() === 'pm' ? 12 : 0);
    }
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
    if (hour > 23 || minute > 59 || second > 59) return null;
    const fraction = groups.fraction ? `.${groups.fraction.padEnd(3, '0')}` : '';
    let wall = Date.UTC(year, month - 1, day, hour, minute, second);
    if (groups.offset) wall -= offsetMinutes(groups.offset) * 60_000;
    return {
      time: `${new Date(wall).toISOString().slice(0, 19).replace('T', ' ')}${fraction}`,
      utc: !!groups.offset,
    };
  };
}

function literal(text: string): string {
  return text
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}
