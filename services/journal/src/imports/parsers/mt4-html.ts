import { readHtmlPage } from './html-rows';
import {
  type DecimalString,
  type MovementKind,
  type ParsedMovement,
  type ParsedStatement,
  type ParsedTrade,
  type SkippedRows,
  type SkipReason,
  StatementError,
} from './statement';
import { decodeStatement, parseAmount, sumAmounts } from './text';

/**
 * MetaTrader 4 "Statement" / "Detailed Statement" HTML (what the terminal saves from Account History). One table
 * holds everything: a header row, then sections introduced by a one-cell heading row (`Closed Transactions:`,
 * `Open Trades:`, `Working Orders:`, `Summary:`, `Details:`). Only Closed Transactions becomes trades and movements;
 * the rest is counted (open positions, working orders) or read as what the file states (Summary, Details).
 */

/** Cheap detection for a format sniffer: the MT4 statement title or its Closed Transactions heading. */
export function looksLikeMt4(text: string): boolean {
  const head = text.slice(0, 8192);
  return (
    /<title>\s*(?:Detailed\s+)?Statement:/i.test(head) ||
    (head.includes('Closed Transactions:') && head.includes('Account:'))
  );
}

type Section = 'header' | 'closed' | 'open' | 'working' | 'summary' | 'details';

const SECTION_HEADINGS: Record<string, Section> = {
  'Closed Transactions:': 'closed',
  'Open Trades:': 'open',
  'Working Orders:': 'working',
  'Summary:': 'summary',
  'Details:': 'details',
};

/** Closed Transactions columns, found by their header (magellan says `Volume` where the others say `Size`). */
interface Columns {
  openTime: number;
  type: number;
  volume: number;
  symbol: number;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  closeTime: number;
  closePrice: number;
  commission: number;
  taxes: number;
  swap: number;
  profit: number;
}

const PENDING_ORDER = /^(buy|sell) (limit|stop)$/;

/**
 * Balance rows whose text names money moved in or out of the account (broker codes included: magellan's
 * `DByWT(...)`, Alpari's `IntrFr`/`IntrTo` transfers between the client's own accounts). A balance row without
 * text is a manual deposit or withdrawal; anything else (`ADJUSTMENT`, `Dividend`, compensations, Alpari's yearly
 * `Summary balance result`) is an adjustment, its text kept in the comment.
 */
const CASH_FLOW = /deposit|withdraw|DByWT|WByWT|transfer|^Intr(Fr|To)\b/i;

export function parseMt4Html(bytes: Uint8Array): ParsedStatement {
  if (bytes.length === 0) throw new StatementError('empty');
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw new StatementError('empty');
  if (!looksLikeMt4(text)) throw new StatementError('not-a-statement');

  // Only `<td>` cells, as printed (no colspan blanks): the sections are told apart by their number of cells.
  const page = readHtmlPage(text, { cellTags: ['td'], expandSpans: false });
  const statement: ParsedStatement = {
    format: 'mt4-html',
    language: 'en',
    // The broker's company line: the text block above the statement table.
    account: { number: null, name: null, currency: null, broker: page.firstPlainDiv, hedging: null },
    generatedAt: null,
    timeZone: null,
    trades: [],
    movements: [],
    skipped: [],
    stated: { netProfit: null, totalTrades: null },
  };
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const figures = new Map<string, string>();

  let section: Section = 'header';
  let sawClosed = false;
  let closedEnded = false;
  let columns: Columns | null = null;
  let lastRecord: { comment: string | null } | null = null;

  for (const row of page.rows) {
    const texts = row.cells;
    if (texts.length === 0) continue;

    const heading = texts.length === 1 ? SECTION_HEADINGS[cell(texts, 0)] : undefined;
    if (heading) {
      section = heading;
      if (heading === 'closed') sawClosed = true;
      continue;
    }

    switch (section) {
      case 'header':
        readHeader(texts, statement);
        break;
      case 'closed': {
        if (texts.includes('Closed P/L:')) {
          closedEnded = true;
          figures.set('Closed P/L:', cell(texts, texts.length - 1));
          break;
        }
        if (cell(texts, 0) === 'Ticket') {
          columns = readColumns(texts);
          break;
        }
        if (!/^\d+$/.test(cell(texts, 0))) {
          // The sub-row under a trade (fyntura's magic number, Alpari's comment): `<td colspan=9>`, magic, comment.
          if (texts.length === 3 && lastRecord && lastRecord.comment === null)
            lastRecord.comment = cell(texts, 2) || null;
          break;
        }
        if (!columns) throw new StatementError('not-a-statement', 'Closed Transactions without a header row');
        lastRecord = readClosedRow(texts, row.firstTitle, columns, statement, skip);
        break;
      }
      case 'open':
        if (/^\d+$/.test(cell(texts, 0))) skip('open-position');
        break;
      case 'working':
        if (/^\d+$/.test(cell(texts, 0))) skip('working-order');
        break;
      case 'summary':
      case 'details':
        readFigures(texts, figures);
        break;
    }
  }

  if (!sawClosed) throw new StatementError('no-trades-section');
  if (!closedEnded || !figures.has('Closed Trade P/L:')) {
    throw new StatementError('truncated', closedEnded ? 'no Summary' : 'no Closed P/L row');
  }

  statement.stated.netProfit =
    parseAmount(figures.get('Closed Trade P/L:')) ??
    parseAmount(figures.get('Total Net Profit:')) ??
    parseAmount(figures.get('Closed P/L:'));
  const totalTrades = figures.get('Total Trades:');
  statement.stated.totalTrades = totalTrades && /^\d+$/.test(totalTrades) ? Number(totalTrades) : null;

  // Files differ in order (tradeslide is newest-first): the journal gets them oldest first.
  statement.trades.sort(
    (a, b) => compareTimes(a.closeTime, b.closeTime) || compareTickets(a.ticket, b.ticket),
  );
  statement.movements.sort((a, b) => compareTimes(a.time, b.time) || compareTickets(a.ticket, b.ticket));
  statement.skipped = [...skipped].map(([reason, count]): SkippedRows => ({ reason, count }));
  return statement;
}

/** One Closed Transactions row with a ticket: a trade, a movement, or a counted skip. */
function readClosedRow(
  texts: string[],
  ticketTitle: string | undefined,
  columns: Columns,
  statement: ParsedStatement,
  skip: (reason: SkipReason) => void,
): { comment: string | null } | null {
  const ticket = cell(texts, 0);
  const title = ticketTitle?.trim() || null;
  const type = cell(texts, columns.type);

  if (type === 'balance' || type === 'credit') {
    const amount = parseAmount(cell(texts, texts.length - 1));
    const time = toStatementTime(cell(texts, columns.openTime));
    if (amount === null || time === null) {
      skip('unreadable-row');
      return null;
    }
    const comment = title ?? (cell(texts, 3) || null);
    const movement: ParsedMovement = {
      kind: movementKind(type, comment, amount),
      ticket,
      time,
      amount,
      comment,
    };
    statement.movements.push(movement);
    return movement;
  }
  if (PENDING_ORDER.test(type)) {
    // A pending order that never filled: `cancelled`, `deleted [no money]`, `expired` where the money would be.
    skip('cancelled-order');
    return null;
  }
  if (type !== 'buy' && type !== 'sell') {
    skip('unreadable-row');
    return null;
  }

  const money = {
    commission: parseAmount(cell(texts, columns.commission)),
    taxes: parseAmount(cell(texts, columns.taxes)),
    swap: parseAmount(cell(texts, columns.swap)),
    profit: parseAmount(cell(texts, columns.profit)),
  };
  const closeTime = toStatementTime(cell(texts, columns.closeTime));
  if (
    closeTime === null ||
    money.commission === null ||
    money.taxes === null ||
    money.swap === null ||
    money.profit === null
  ) {
    skip('unreadable-row');
    return null;
  }

  if (cell(texts, columns.symbol) === 'profit') {
    // Alpari folds old history into "Summary trade result" pseudo-trades on item `profit`: real money, no position.
    const movement: ParsedMovement = {
      kind: 'adjustment',
      ticket,
      time: closeTime,
      amount: sumAmounts([money.commission, money.taxes, money.swap, money.profit]),
      comment: title,
      tradingResult: true,
    };
    statement.movements.push(movement);
    return movement;
  }

  const volume = parseAmount(cell(texts, columns.volume));
  const closePrice = parseAmount(cell(texts, columns.closePrice));
  if (volume === null || closePrice === null) {
    skip('unreadable-row');
    return null;
  }
  // A partial close is its own row and ticket, linked by `to #N` / `from #N` in the comment: kept as MT4 counts it.
  const trade: ParsedTrade = {
    ticket,
    symbol: cell(texts, columns.symbol),
    side: type,
    openTime: toStatementTime(cell(texts, columns.openTime)),
    closeTime,
    volume,
    openPrice: parseAmount(cell(texts, columns.openPrice)),
    closePrice,
    stopLoss: priceLevel(cell(texts, columns.stopLoss)),
    takeProfit: priceLevel(cell(texts, columns.takeProfit)),
    commission: money.commission,
    swap: money.swap,
    taxes: money.taxes,
    profit: money.profit,
    net: null,
    comment: title,
  };
  statement.trades.push(trade);
  return trade;
}

function movementKind(type: string, comment: string | null, amount: DecimalString): MovementKind {
  if (type === 'credit') return 'credit';
  const text = comment ?? '';
  if (/financing/i.test(text)) return 'financing';
  if (/interest/i.test(text)) return 'interest';
  if (text === '' || CASH_FLOW.test(text)) return amount.startsWith('-') ? 'withdrawal' : 'deposit';
  return 'adjustment';
}

/** `Account: 123`, `Name: …`, `Currency: USD`, `Leverage: 1:100`, and the generation time `2016 May 9, 10:06`. */
function readHeader(texts: string[], statement: ParsedStatement): void {
  for (const text of texts) {
    const labelled = /^(Account|Name|Currency):\s*(.*)$/.exec(text);
    if (labelled) {
      const [, label, raw = ''] = labelled;
      const value = raw.trim() || null;
      if (label === 'Account') statement.account.number = value;
      else if (label === 'Name') statement.account.name = value;
      else statement.account.currency = value;
      continue;
    }
    const generated = toGeneratedAt(text);
    if (generated) statement.generatedAt = generated;
  }
}

function readColumns(texts: string[]): Columns {
  const find = (name: string, from = 0) => {
    const index = texts.findIndex((text, position) => position >= from && text.toLowerCase() === name);
    if (index < 0) throw new StatementError('not-a-statement', `no ${name} column`);
    return index;
  };
  const openPrice = find('price');
  const closeTime = find('close time');
  const volume = texts.findIndex((text) => /^(size|volume)$/i.test(text));
  if (volume < 0) throw new StatementError('not-a-statement', 'no size column');
  return {
    openTime: find('open time'),
    type: find('type'),
    volume,
    symbol: find('item'),
    openPrice,
    stopLoss: find('s / l'),
    takeProfit: find('t / p'),
    closeTime,
    closePrice: find('price', closeTime + 1),
    commission: find('commission'),
    taxes: find('taxes'),
    swap: find('swap'),
    profit: find('profit'),
  };
}

/** Summary and Details rows: `Label:` cells each followed by their value. */
function readFigures(texts: string[], figures: Map<string, string>): void {
  texts.forEach((text, index) => {
    if (text.endsWith(':') && index + 1 < texts.length && !figures.has(text))
      figures.set(text, cell(texts, index + 1));
  });
}

/** S / L and T / P: MT4 prints 0 for "none". */
function priceLevel(raw: string): DecimalString | null {
  const value = parseAmount(raw);
  return value === null || /^-?0(\.0*)?$/.test(value) ? null : value;
}

/** MT4's `YYYY.MM.DD HH:mm[:ss]` to `YYYY-MM-DD HH:mm:ss`. */
function toStatementTime(raw: string): string | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The header's `2016 May 9, 10:06`. */
function toGeneratedAt(raw: string): string | null {
  const match = /^(\d{4}) ([A-Za-z]+) (\d{1,2}), (\d{1,2}):(\d{2})$/.exec(raw);
  if (!match) return null;
  const [, year, monthName = '', day = '', hour = '', minute] = match;
  const month = MONTHS.indexOf(monthName) + 1;
  if (month === 0) return null;
  const pad = (value: string | number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${minute}:00`;
}

/** A cell's text, blank past the end of a short row. */
function cell(texts: readonly string[], index: number): string {
  return texts[index] ?? '';
}

function compareTimes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Tickets are numbers of different lengths: shorter is smaller. */
function compareTickets(a: string | null, b: string | null): number {
  const left = a ?? '';
  const right = b ?? '';
  return left.length - right.length || compareTimes(left, right);
}
