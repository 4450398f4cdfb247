import Decimal from 'decimal.js';
import {
  type DecimalString,
  type MovementKind,
  type ParsedClose,
  type ParsedMovement,
  type ParsedStatement,
  type ParsedTrade,
  type SkippedRows,
  type SkipReason,
  StatementError,
} from './statement';
import { parseAmount, sumAmounts } from './text';

/**
 * MetaTrader 5 "Trade History Report", whatever it was saved as: the HTML and xlsx readers turn the file into rows of
 * cell texts (merged cells expanded to blanks, so columns line up with their headers) and this module reads them.
 *
 * The report is one grid. A row holding only a section title (`Positions`, `Orders`, `Deals`, …) starts a section;
 * the row after it is the section's header. Modern reports list closed positions in Positions; old ones (2016) have
 * no Positions section, so their positions are rebuilt from Deals. Labels are English or Spanish (the ones seen in
 * real Spanish reports); values (`buy`, `in/out`, `canceled`) are English in both.
 */
export type ReportRows = readonly (readonly string[])[];

export type Mt5Format = 'mt5-html' | 'mt5-xlsx';

const REPORT_TITLES: Record<string, 'en' | 'es'> = {
  'trade history report': 'en',
  'informe del historial de trading': 'es',
};

/** True when the text names a MetaTrader 5 trade history report (for the format sniffers). */
export function mentionsMt5Report(text: string): boolean {
  return /Trade History Report|Informe del historial de trading/i.test(text);
}

type Section = 'positions' | 'orders' | 'deals' | 'open-positions' | 'working-orders' | 'results';

const SECTION_TITLES: Record<string, Section> = {
  positions: 'positions',
  posiciones: 'positions',
  orders: 'orders',
  ordenes: 'orders',
  deals: 'deals',
  transacciones: 'deals',
  'open positions': 'open-positions',
  'trade positions': 'open-positions',
  'working orders': 'working-orders',
  results: 'results',
  resultados: 'results',
};

type Column =
  | 'time'
  | 'position'
  | 'symbol'
  | 'type'
  | 'direction'
  | 'volume'
  | 'price'
  | 'stopLoss'
  | 'takeProfit'
  | 'commission'
  | 'fee'
  | 'swap'
  | 'profit'
  | 'deal'
  | 'order'
  | 'state'
  | 'comment';

const COLUMN_LABELS: Record<string, Column> = {
  time: 'time',
  'open time': 'time',
  'fecha/hora': 'time',
  position: 'position',
  posicion: 'position',
  symbol: 'symbol',
  simbolo: 'symbol',
  type: 'type',
  tipo: 'type',
  direction: 'direction',
  direccion: 'direction',
  volume: 'volume',
  volumen: 'volume',
  price: 'price',
  precio: 'price',
  's / l': 'stopLoss',
  't / p': 'takeProfit',
  commission: 'commission',
  comision: 'commission',
  fee: 'fee',
  tasa: 'fee',
  swap: 'swap',
  profit: 'profit',
  beneficio: 'profit',
  deal: 'deal',
  transaccion: 'deal',
  order: 'order',
  orden: 'order',
  state: 'state',
  estado: 'state',
  comment: 'comment',
  comentario: 'comment',
};

/** `Label:` pairs of the report's head and of Results that this reader uses. */
const FIGURES: Record<string, 'name' | 'account' | 'broker' | 'date' | 'netProfit' | 'totalTrades'> = {
  name: 'name',
  nombre: 'name',
  account: 'account',
  'cuenta de trading': 'account',
  company: 'broker',
  broker: 'broker',
  empresa: 'broker',
  date: 'date',
  fecha: 'date',
  'total net profit': 'netProfit',
  'beneficio neto': 'netProfit',
  'total trades': 'totalTrades',
  'total de operaciones ejecutadas': 'totalTrades',
};

const CANCELLED_STATES = new Set(['canceled', 'cancelled', 'expired', 'rejected']);
const WORKING_STATES = new Set(['placed', 'started', 'partial', 'request adding', 'request modifying']);

interface Table {
  header: readonly string[];
  rows: (readonly string[])[];
}

interface Deal {
  ticket: string;
  time: string;
  symbol: string;
  type: string;
  direction: string;
  volume: Decimal;
  price: DecimalString;
  /** Decimals the price is printed with: the symbol's digits in HTML reports. */
  priceDigits: number;
  order: string | null;
  position: string | null;
  commission: DecimalString;
  fee: DecimalString;
  swap: DecimalString;
  profit: DecimalString;
  comment: string | null;
}

/** Reads the rows of an MT5 report; throws `StatementError` when they are not one. */
export function readMt5Report(rows: ReportRows, format: Mt5Format): ParsedStatement {
  const titleRow = rows.findIndex(
    (row) => soleText(row) !== null && normalise(soleText(row) ?? '') in REPORT_TITLES,
  );
  if (titleRow < 0) throw new StatementError('not-a-statement', 'no MT5 report title');
  const language = REPORT_TITLES[normalise(soleText(rows[titleRow] ?? []) ?? '')] ?? null;

  const { head, sections } = splitSections(rows.slice(titleRow + 1));
  const positionsTable = sections.get('positions');
  const dealsTable = sections.get('deals');
  if (!positionsTable && !dealsTable)
    throw new StatementError('no-trades-section', 'neither Positions nor Deals');

  const figures = readFigures(head);
  const account = readAccount(figures.get('account') ?? null);
  const counts = new Map<SkipReason, number>();
  const skip = (reason: SkipReason, count = 1) => counts.set(reason, (counts.get(reason) ?? 0) + count);

  const deals = dealsTable ? readDeals(dealsTable, skip) : [];
  const tradeDeals = deals.filter((deal) => deal.type === 'buy' || deal.type === 'sell');
  const hedging = account.hedging ?? inferHedging(tradeDeals);

  let trades: ParsedTrade[];
  let rebuiltOpen = 0;
  if (positionsTable) {
    trades = attachDeals(readPositions(positionsTable, skip), tradeDeals);
  } else {
    const rebuilt = rebuildPositions(tradeDeals, hedging === true, skip);
    trades = rebuilt.trades;
    rebuiltOpen = rebuilt.open;
  }

  const openTable = sections.get('open-positions');
  const openPositions = openTable ? dataRows(openTable).length : rebuiltOpen;
  if (openPositions) skip('open-position', openPositions);
  countOrders(sections.get('orders'), sections.get('working-orders'), skip);

  const results = readFigures(sections.get('results')?.rows ?? []);
  const totalTrades = parseAmount(results.get('totalTrades'));

  return {
    format,
    language,
    account: {
      number: account.number,
      name: figures.get('name') || null,
      currency: account.currency,
      broker: figures.get('broker') || null,
      hedging,
    },
    generatedAt: toTime(figures.get('date') ?? ''),
    timeZone: null,
    trades: trades.sort((a, b) => (a.openTime ?? '').localeCompare(b.openTime ?? '')),
    movements: deals.flatMap((deal) => toMovement(deal) ?? []),
    skipped: [...counts].map(([reason, count]): SkippedRows => ({ reason, count })),
    stated: {
      netProfit: parseAmount(results.get('netProfit')),
      totalTrades: totalTrades === null ? null : Number(totalTrades),
    },
  };
}

function splitSections(rows: ReportRows): { head: ReportRows; sections: Map<Section, Table> } {
  const sections = new Map<Section, Table>();
  let head: ReportRows = rows;
  let current: Table | null = null;
  rows.forEach((row, index) => {
    const title = soleText(row);
    const section = title === null ? undefined : SECTION_TITLES[normalise(title)];
    if (section) {
      if (sections.size === 0) head = rows.slice(0, index);
      current = { header: [], rows: [] };
      // Results has no header row: its rows are `Label:` pairs.
      if (section === 'results') current.header = [''];
      if (!sections.has(section)) sections.set(section, current);
    } else if (current && row.some((cell) => cell !== '')) {
      if (current.header.length === 0) current.header = row;
      else current.rows.push(row);
    }
  });
  return { head, sections };
}

/** The rows of a table section that are entries (they start with a time), not totals or account figures. */
function dataRows(table: Table): (readonly string[])[] {
  return table.rows.filter((row) => toTime(row[0] ?? '') !== null);
}

/** Header columns by meaning: `columns.get('time')` lists every Time column, left to right. */
function readHeader(header: readonly string[]): Map<Column, number[]> {
  const columns = new Map<Column, number[]>();
  header.forEach((label, index) => {
    const column = COLUMN_LABELS[normalise(label)];
    if (column) columns.set(column, [...(columns.get(column) ?? []), index]);
  });
  return columns;
}

function requireColumns(
  columns: Map<Column, number[]>,
  section: string,
  required: Partial<Record<Column, number>>,
): void {
  for (const [column, count] of Object.entries(required)) {
    if ((columns.get(column as Column)?.length ?? 0) < (count ?? 1))
      throw new StatementError('no-trades-section', `${section}: no ${column} column`);
  }
}

function readPositions(table: Table, skip: (reason: SkipReason) => void): ParsedTrade[] {
  const columns = readHeader(table.header);
  requireColumns(columns, 'Positions', {
    time: 2,
    position: 1,
    symbol: 1,
    type: 1,
    volume: 1,
    price: 2,
    profit: 1,
  });
  const cell = (row: readonly string[], column: Column, occurrence = 0) =>
    (row[columns.get(column)?.[occurrence] ?? -1] ?? '').trim();
  const trades: ParsedTrade[] = [];
  for (const row of dataRows(table)) {
    const side = toSide(cell(row, 'type'));
    const openTime = toTime(cell(row, 'time'));
    const closeTime = toTime(cell(row, 'time', 1));
    const volume = parseAmount(cell(row, 'volume'));
    const openPrice = parseAmount(cell(row, 'price'));
    const closePrice = parseAmount(cell(row, 'price', 1));
    const profit = parseAmount(cell(row, 'profit'));
    if (!side || !openTime || !closeTime || !volume || !openPrice || !closePrice || profit === null) {
      skip('unreadable-row');
      continue;
    }
    trades.push({
      ticket: cell(row, 'position') || null,
      symbol: cell(row, 'symbol'),
      side,
      openTime,
      closeTime,
      volume,
      openPrice,
      closePrice,
      stopLoss: priceLevel(cell(row, 'stopLoss')),
      takeProfit: priceLevel(cell(row, 'takeProfit')),
      commission: parseAmount(cell(row, 'commission')) ?? '0',
      swap: parseAmount(cell(row, 'swap')) ?? '0',
      taxes: '0',
      profit,
      net: null,
      comment: null,
    });
  }
  return trades;
}

function readDeals(table: Table, skip: (reason: SkipReason) => void): Deal[] {
  const columns = readHeader(table.header);
  requireColumns(columns, 'Deals', { time: 1, type: 1, profit: 1 });
  const cell = (row: readonly string[], column: Column) => (row[columns.get(column)?.[0] ?? -1] ?? '').trim();
  const deals: Deal[] = [];
  for (const row of dataRows(table)) {
    const type = cell(row, 'type').toLowerCase();
    const isTrade = type === 'buy' || type === 'sell';
    const volume = parseAmount(cell(row, 'volume'));
    const price = parseAmount(cell(row, 'price'));
    const profit = parseAmount(cell(row, 'profit'));
    if (profit === null || (isTrade && (!volume || !price || !cell(row, 'symbol')))) {
      skip('unreadable-row');
      continue;
    }
    deals.push({
      ticket: cell(row, 'deal'),
      time: toTime(cell(row, 'time')) ?? '',
      symbol: cell(row, 'symbol'),
      type,
      direction: cell(row, 'direction').toLowerCase().replace(/\s+/g, ''),
      volume: new Decimal(volume ?? 0),
      price: price ?? '0',
      priceDigits: cell(row, 'price').split('.')[1]?.length ?? 0,
      order: cell(row, 'order') || null,
      position: cell(row, 'position') || null,
      commission: parseAmount(cell(row, 'commission')) ?? '0',
      fee: parseAmount(cell(row, 'fee')) ?? '0',
      swap: parseAmount(cell(row, 'swap')) ?? '0',
      profit,
      comment: cell(row, 'comment') || null,
    });
  }
  return deals;
}

/**
 * Finds in Deals what Positions does not print: the fees, and the out-deals of a position closed in parts. Deals
 * carry no position id, so a position's out-deals are those of its symbol and opposite side, between its open and
 * close times, whose volumes and profits add up to the position's (the last one at its close time). Whole closes
 * are matched first so that a partial close cannot take another position's deal.
 */
function attachDeals(trades: ParsedTrade[], deals: readonly Deal[]): ParsedTrade[] {
  const outs = deals.filter((deal) => deal.direction.startsWith('out'));
  const used = new Set<Deal>();
  const positions = trades.map((trade) => ({ trade, closingDeals: [] as Deal[] }));
  const closesIt = (trade: ParsedTrade, deal: Deal) =>
    !used.has(deal) &&
    deal.symbol === trade.symbol &&
    deal.type !== trade.side &&
    deal.time <= trade.closeTime &&
    deal.time >= (trade.openTime ?? '');

  for (const position of positions) {
    const { trade } = position;
    const whole = outs.find(
      (deal) =>
        closesIt(trade, deal) &&
        deal.time === trade.closeTime &&
        deal.volume.eq(trade.volume) &&
        new Decimal(deal.profit).eq(trade.profit),
    );
    if (whole) {
      used.add(whole);
      position.closingDeals = [whole];
    }
  }
  for (const position of positions) {
    if (position.closingDeals.length) continue;
    const parts = findParts(
      position.trade,
      outs.filter((deal) => closesIt(position.trade, deal)),
    );
    for (const deal of parts) used.add(deal);
    position.closingDeals = parts;
  }

  for (const { trade, closingDeals } of positions) {
    const opening = deals.find((deal) => deal.direction === 'in' && deal.order === trade.ticket);
    trade.taxes = sumAmounts([opening?.fee, ...closingDeals.map((deal) => deal.fee)]);
    trade.comment = closingDeals.at(-1)?.comment ?? null;
    if (closingDeals.length > 1) trade.closes = closingDeals.map(toClose);
  }
  return trades;
}

/** The out-deals (in time order) whose volumes and profits make up the position; none when no set does. */
function findParts(trade: ParsedTrade, candidates: readonly Deal[]): Deal[] {
  const pool = candidates.slice(0, 24);
  const volume = new Decimal(trade.volume);
  const profit = new Decimal(trade.profit);
  let budget = 100_000;
  const chosen: Deal[] = [];
  const search = (from: number, volumeLeft: Decimal, profitLeft: Decimal): boolean => {
    if (volumeLeft.isZero())
      return profitLeft.isZero() && chosen.at(-1)?.time === trade.closeTime && chosen.length > 1;
    for (let index = from; index < pool.length && budget-- > 0; index++) {
      const deal = pool[index] as Deal;
      if (deal.volume.gt(volumeLeft)) continue;
      chosen.push(deal);
      if (search(index + 1, volumeLeft.minus(deal.volume), profitLeft.minus(deal.profit))) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, volume, profit) ? chosen : [];
}

/**
 * MT5 prints no mode in old reports; the deals show it: an `in/out` deal only exists on netting accounts, and an
 * `in` deal against an open position of the other side only on hedging ones. Null when neither happens.
 */
function inferHedging(deals: readonly Deal[]): boolean | null {
  if (deals.some((deal) => deal.direction === 'in/out')) return false;
  const exposure = new Map<string, Decimal>();
  for (const deal of deals) {
    const held = exposure.get(deal.symbol) ?? new Decimal(0);
    const signed = deal.type === 'buy' ? deal.volume : deal.volume.neg();
    if (deal.direction === 'in' && !held.isZero() && held.isNeg() !== signed.isNeg()) return true;
    exposure.set(deal.symbol, held.plus(signed));
  }
  return null;
}

/** Part of a deal given to a position: its volume, and its money when that is not shared with another position. */
interface Fill {
  deal: Deal;
  volume: Decimal;
  commission: Decimal;
  fee: Decimal;
  swap: Decimal;
  profit: Decimal;
}

interface OpenPosition {
  ticket: string | null;
  side: 'buy' | 'sell';
  open: Decimal;
  ins: Fill[];
  outs: Fill[];
}

/**
 * Positions rebuilt from deals, for reports without a Positions section. With position ids, by id. Otherwise per
 * symbol: on a netting account one running position (`in` opens or adds, `out` reduces or closes, `in/out` closes and
 * opens the rest the other way); on a hedging account every `in` opens a position and an `out` closes the oldest
 * position of the other side, preferring one of exactly its volume. A position is one trade when flat again.
 */
function rebuildPositions(
  deals: readonly Deal[],
  hedging: boolean,
  skip: (reason: SkipReason) => void,
): { trades: ParsedTrade[]; open: number } {
  const digits = new Map<string, number>();
  for (const deal of deals) digits.set(deal.symbol, Math.max(digits.get(deal.symbol) ?? 0, deal.priceDigits));
  const trades: ParsedTrade[] = [];
  const book = new Map<string, OpenPosition[]>();
  const close = (key: string, position: OpenPosition) => {
    book.set(
      key,
      (book.get(key) ?? []).filter((held) => held !== position),
    );
    trades.push(toTrade(position, digits.get(position.ins[0]?.deal.symbol ?? '') ?? 0));
  };

  for (const deal of deals) {
    const key = hedging && deal.position ? `#${deal.position}` : deal.symbol;
    const held = book.get(key) ?? [];
    const opposite = held.filter((position) => position.side !== deal.type);
    if (deal.direction === 'in' && (hedging || opposite.length === 0)) {
      const same = hedging ? undefined : held[0];
      if (same) {
        same.ins.push(wholeFill(deal));
        same.open = same.open.plus(deal.volume);
      } else {
        book.set(key, [...held, openPosition(deal, wholeFill(deal))]);
      }
      continue;
    }
    let left = deal.volume;
    let money = wholeFill(deal);
    const targets = [
      ...opposite.filter((position) => position.open.eq(deal.volume)),
      ...opposite.filter((position) => !position.open.eq(deal.volume)),
    ];
    for (const position of targets) {
      if (left.isZero()) break;
      const volume = Decimal.min(left, position.open);
      const fill = volume.eq(left) ? { ...money, volume } : share(money, volume, left);
      money = subtract(money, fill);
      position.outs.push(fill);
      position.open = position.open.minus(volume);
      left = left.minus(volume);
      if (position.open.isZero()) close(key, position);
    }
    if (left.isZero()) continue;
    // Only a netting reversal opens what is left the other way; an `out` with nothing (or too little) to close is
    // a position opened before the report's period.
    if (hedging || deal.direction.startsWith('out')) {
      skip('unreadable-row');
      continue;
    }
    book.set(key, [...(book.get(key) ?? []), openPosition(deal, { ...zeroFill(deal), volume: left })]);
  }
  const open = [...book.values()].reduce((count, positions) => count + positions.length, 0);
  return { trades, open };
}

/** MT5's position id is the ticket of the order that opened it. */
function openPosition(deal: Deal, fill: Fill): OpenPosition {
  return {
    ticket: deal.position ?? deal.order,
    side: deal.type as 'buy' | 'sell',
    open: fill.volume,
    ins: [fill],
    outs: [],
  };
}

function wholeFill(deal: Deal): Fill {
  return {
    deal,
    volume: deal.volume,
    commission: new Decimal(deal.commission),
    fee: new Decimal(deal.fee),
    swap: new Decimal(deal.swap),
    profit: new Decimal(deal.profit),
  };
}

function zeroFill(deal: Deal): Fill {
  const zero = new Decimal(0);
  return { deal, volume: zero, commission: zero, fee: zero, swap: zero, profit: zero };
}

/**
 * The part of a deal's remaining money that goes with `volume` of its remaining `of` lots, to the cent. On a
 * netting account the whole money goes to the closing part (an `in/out` realises its profit on what it closes).
 */
function share(money: Fill, volume: Decimal, of: Decimal): Fill {
  if (money.deal.direction === 'in/out') return { ...money, volume };
  const part = (amount: Decimal) => amount.times(volume).dividedBy(of).toDecimalPlaces(2);
  return {
    deal: money.deal,
    volume,
    commission: part(money.commission),
    fee: part(money.fee),
    swap: part(money.swap),
    profit: part(money.profit),
  };
}

function subtract(money: Fill, taken: Fill): Fill {
  return {
    deal: money.deal,
    volume: money.volume.minus(taken.volume),
    commission: money.commission.minus(taken.commission),
    fee: money.fee.minus(taken.fee),
    swap: money.swap.minus(taken.swap),
    profit: money.profit.minus(taken.profit),
  };
}

function toTrade(position: OpenPosition, digits: number): ParsedTrade {
  const fills = [...position.ins, ...position.outs];
  const total = (pick: (fill: Fill) => Decimal) =>
    fills.reduce((sum, fill) => sum.plus(pick(fill)), new Decimal(0)).toFixed();
  const last = position.outs.at(-1) as Fill;
  const trade: ParsedTrade = {
    ticket: position.ticket,
    symbol: last.deal.symbol,
    side: position.side,
    openTime: position.ins[0]?.deal.time ?? null,
    closeTime: last.deal.time,
    volume: position.ins.reduce((sum, fill) => sum.plus(fill.volume), new Decimal(0)).toFixed(),
    openPrice: averagePrice(position.ins, digits),
    closePrice: averagePrice(position.outs, digits),
    stopLoss: null,
    takeProfit: null,
    commission: total((fill) => fill.commission),
    swap: total((fill) => fill.swap),
    taxes: total((fill) => fill.fee),
    profit: total((fill) => fill.profit),
    net: null,
    comment: last.deal.comment,
  };
  if (position.outs.length > 1)
    trade.closes = position.outs.map((fill) => ({
      ...toClose(fill.deal),
      volume: fill.volume.toFixed(),
      commission: fill.commission.toFixed(),
      swap: fill.swap.toFixed(),
      taxes: fill.fee.toFixed(),
      profit: fill.profit.toFixed(),
    }));
  return trade;
}

/** Volume-weighted price, to the symbol's digits as MT5 prints position prices. */
function averagePrice(fills: readonly Fill[], digits: number): DecimalString {
  const volume = fills.reduce((sum, fill) => sum.plus(fill.volume), new Decimal(0));
  const value = fills.reduce((sum, fill) => sum.plus(fill.volume.times(fill.deal.price)), new Decimal(0));
  return value.dividedBy(volume).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed();
}

function toClose(deal: Deal): ParsedClose {
  return {
    ticket: deal.ticket || null,
    time: deal.time,
    volume: deal.volume.toFixed(),
    price: deal.price,
    commission: deal.commission,
    swap: deal.swap,
    taxes: deal.fee,
    profit: deal.profit,
  };
}

/** `balance` deals move money in or out; `credit` (and `bonus`) is the broker's credit, not the trader's money. */
function toMovement(deal: Deal): ParsedMovement | null {
  if (deal.type === 'buy' || deal.type === 'sell') return null;
  const amount = new Decimal(deal.profit);
  let kind: MovementKind = 'adjustment';
  if (deal.type === 'balance') kind = amount.isNeg() ? 'withdrawal' : 'deposit';
  else if (deal.type === 'credit' || deal.type === 'bonus') kind = 'credit';
  else if (deal.type === 'interest') kind = 'interest';
  return { kind, ticket: deal.ticket || null, time: deal.time, amount: deal.profit, comment: deal.comment };
}

/** Canceled orders from Orders, working orders from Working Orders (or still `placed` in Orders), by ticket. */
function countOrders(
  orders: Table | undefined,
  working: Table | undefined,
  skip: (reason: SkipReason, count: number) => void,
): void {
  const cancelled = new Set<string>();
  const placed = new Set<string>();
  for (const [table, isWorking] of [
    [orders, false],
    [working, true],
  ] as const) {
    if (!table) continue;
    const columns = readHeader(table.header);
    const cell = (row: readonly string[], column: Column) =>
      (row[columns.get(column)?.[0] ?? -1] ?? '').trim().toLowerCase();
    dataRows(table).forEach((row, index) => {
      const ticket = cell(row, 'order') || `${isWorking}-${index}`;
      const state = cell(row, 'state');
      if (isWorking || WORKING_STATES.has(state)) placed.add(ticket);
      else if (CANCELLED_STATES.has(state)) cancelled.add(ticket);
    });
  }
  if (cancelled.size) skip('cancelled-order', cancelled.size);
  if (placed.size) skip('working-order', placed.size);
}

/** `Label:` → the next non-empty cell, over the given rows. */
function readFigures(rows: ReportRows): Map<string, string> {
  const figures = new Map<string, string>();
  for (const row of rows) {
    row.forEach((cell, index) => {
      if (!cell.trim().endsWith(':')) return;
      const figure = FIGURES[normalise(cell)];
      const value = row.slice(index + 1).find((next) => next.trim() !== '');
      if (figure && value !== undefined && !figures.has(figure)) figures.set(figure, value.trim());
    });
  }
  return figures;
}

/** `25858699 (USD, VantageMarkets-Demo, demo, Hedge)`; old reports say `(USD, 1:100, MetaQuotes-Demo, demo)`. */
function readAccount(text: string | null): {
  number: string | null;
  currency: string | null;
  hedging: boolean | null;
} {
  if (!text) return { number: null, currency: null, hedging: null };
  const match = /^([^(]*?)\s*(?:\((.*)\))?$/.exec(text.trim());
  const details = (match?.[2] ?? '').split(',').map((part) => part.trim());
  const mode = details.find((part) => /^(hedg|netting|exchange)/i.test(part));
  return {
    number: match?.[1] || null,
    currency: details.find((part) => /^[A-Z]{3}$/.test(part)) ?? null,
    hedging: mode ? /^hedg/i.test(mode) : null,
  };
}

/** The only non-empty cell of a row, or null. */
function soleText(row: readonly string[]): string | null {
  const filled = row.filter((cell) => cell.trim() !== '');
  return filled.length === 1 ? (filled[0] ?? '').trim() : null;
}

/** A label to compare: lower case, no accents, single spaces, no trailing colon (`Volumen ` → `volumen`). */
function normalise(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*:$/, '');
}

/** MT5's `2016.08.05 04:43:02` (or without seconds) as `2016-08-05 04:43:02`. */
function toTime(text: string): string | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})\s+(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day} ${hour}:${minute}:${second ?? '00'}`;
}

function toSide(text: string): 'buy' | 'sell' | null {
  const type = text.toLowerCase();
  return type === 'buy' || type === 'sell' ? type : null;
}

/** Stop loss / take profit: blank or zero means none. */
function priceLevel(text: string): DecimalString | null {
  const value = parseAmount(text);
  return value === null || new Decimal(value).isZero() ? null : value;
}
