import Decimal from 'decimal.js';
import Papa from 'papaparse';
import { createDateReader, type Fill, pairFills, readAmount } from './csv';
import {
  type ParsedMovement,
  type ParsedStatement,
  type SkippedRows,
  type SkipReason,
  StatementError,
} from './statement';
import { decodeStatement } from './text';

/**
 * TD Ameritrade's "Account Statement" CSV: a cash ledger in sections (Cash Balance, Futures, Forex, order and trade
 * history…). Only the Cash Balance section is read: its TRD rows are the executions, with side, quantity, symbol
 * and price as free text in DESCRIPTION ("KEY: F2 SOLD -100 AMZN @9.65") and the money in AMOUNT (gross), Misc Fees
 * (regulatory fees, stored as taxes) and Commissions & Fees. The executions are paired FIFO into round trips like
 * any CSV of fills; the order and trade history sections repeat the same fills without fees, so they are not read.
 * A description that is not a plain stock fill (an option, with its multiplier) is counted as unreadable, never
 * guessed. Times are the statement's wall clock; it names no zone.
 */

const TITLE = /^Account Statement for (\S+)(?: \(([^)]*)\))?/;
const FILL = /\b(BOT|SOLD) ([+-]?[\d,]*\.?\d+) ([A-Z][A-Z0-9./]*) @([\d,]*\.?\d+)$/;
const COLUMNS = {
  date: 'DATE',
  time: 'TIME',
  type: 'TYPE',
  ref: 'REF #',
  description: 'DESCRIPTION',
  miscFees: 'Misc Fees',
  commission: 'Commissions & Fees',
  amount: 'AMOUNT',
} as const;

export function looksLikeTdAmeritrade(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/, 20);
  return TITLE.test(lines[0] ?? '') && lines.some((line) => line.startsWith('Cash Balance'));
}

export function parseTdAmeritradeCsv(bytes: Uint8Array): ParsedStatement {
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw new StatementError('empty');
  if (!looksLikeTdAmeritrade(text)) throw new StatementError('not-a-statement', 'no TD Ameritrade title');
  const rows = Papa.parse<string[]>(text, { delimiter: ',' }).data.map((row) =>
    row.map((cell) => cell.trim()),
  );
  const title = TITLE.exec(rows[0]?.[0] ?? '');
  const sectionAt = rows.findIndex((row) => row[0] === 'Cash Balance');
  const header = rows[sectionAt + 1];
  if (sectionAt < 0 || !header) throw new StatementError('no-trades-section');
  const column = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => {
      const index = header.indexOf(name);
      if (index < 0) throw new StatementError('no-trades-section', `no ${name} column`);
      return [key, index];
    }),
  ) as Record<keyof typeof COLUMNS, number>;
  const cell = (row: readonly string[], key: keyof typeof COLUMNS) => row[column[key]] ?? '';
  const money = (row: readonly string[], key: keyof typeof COLUMNS): Decimal | null => {
    const value = cell(row, key);
    if (value === '') return new Decimal(0);
    const read = readAmount(value, false);
    return read === null ? null : new Decimal(read);
  };
  const readTime = createDateReader('MM/DD/YYYY HH:mm:ss');

  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason, count = 1) => skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  const fills: Fill[] = [];
  const movements: ParsedMovement[] = [];
  let footer: readonly string[] | null = null;
  for (const row of rows.slice(sectionAt + 2)) {
    if (row.every((value) => value === '')) break;
    if (cell(row, 'description') === 'TOTAL') {
      footer = row;
      continue;
    }
    const time = readTime(`${cell(row, 'date')} ${cell(row, 'time')}`)?.time;
    const amount = money(row, 'amount');
    const taxes = money(row, 'miscFees');
    const commission = money(row, 'commission');
    if (!time || amount === null || taxes === null || commission === null) {
      skip('unreadable-row');
      continue;
    }
    if (cell(row, 'type') !== 'TRD') {
      // Dividends and interest (DOI) are interest; the ledger's other entries are not told apart here.
      movements.push({
        kind: cell(row, 'type') === 'DOI' ? 'interest' : 'adjustment',
        ticket: cell(row, 'ref') || null,
        time,
        amount: amount.plus(taxes).plus(commission).toFixed(),
        comment: cell(row, 'description') || null,
      });
      continue;
    }
    const fill = FILL.exec(cell(row, 'description'));
    const quantity = readAmount(fill?.[2] ?? '', false);
    const price = readAmount(fill?.[4] ?? '', false);
    if (!fill?.[3] || quantity === null || price === null || new Decimal(quantity).isZero()) {
      skip('unreadable-row');
      continue;
    }
    fills.push({
      key: fill[3],
      ticket: cell(row, 'ref') || null,
      symbol: fill[3],
      side: fill[1] === 'BOT' ? 'buy' : 'sell',
      time,
      quantity: new Decimal(quantity).abs(),
      price: new Decimal(price),
      commission,
      taxes,
      profit: null,
    });
  }
  const paired = pairFills(fills);
  if (paired.openFills) skip('open-position', paired.openFills);

  return {
    format: 'tdameritrade-csv',
    language: 'en',
    account: {
      number: title?.[1] ?? null,
      name: title?.[2] || null,
      currency: 'USD',
      broker: 'TD Ameritrade',
      hedging: null,
    },
    generatedAt: null,
    timeZone: null,
    trades: paired.trades,
    movements,
    skipped: [...skipped].map(([reason, count]): SkippedRows => ({ reason, count })),
    stated: { netProfit: footer ? statedNet(footer, cell, movements) : null, totalTrades: null },
  };
}

/**
 * The footer's AMOUNT total less its fee totals (printed unsigned, "$0.51") is the cash the section moved; less the
 * ledger's other entries (fees included), it is what the statement says its trades made, to compare with the rows.
 */
function statedNet(
  footer: readonly string[],
  cell: (row: readonly string[], key: keyof typeof COLUMNS) => string,
  movements: readonly ParsedMovement[],
): string | null {
  const total = (key: keyof typeof COLUMNS) => readAmount(cell(footer, key) || '0', false);
  const amount = total('amount');
  const miscFees = total('miscFees');
  const commission = total('commission');
  if (amount === null || miscFees === null || commission === null) return null;
  return movements
    .reduce((net, movement) => net.minus(movement.amount), new Decimal(amount))
    .minus(new Decimal(miscFees).abs())
    .minus(new Decimal(commission).abs())
    .toFixed();
}
