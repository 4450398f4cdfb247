import { createDateReader } from './csv';
import { readHtmlPage } from './html-rows';
import {
  type MovementKind,
  type ParsedMovement,
  type ParsedStatement,
  type ParsedTrade,
  type SkippedRows,
  type SkipReason,
  StatementError,
} from './statement';
import { decodeStatement, parseAmount } from './text';

/**
 * cTrader's HTML "Extracto de Cuenta" / account statement. Its history lists closed positions with neither an open
 * time nor a ticket, and prints one money figure per position, the net after commissions and swaps. The labels
 * below are data to recognise (Spanish as seen in a real export; English as cTrader's English UI names them).
 */

const SECTIONS: Record<string, Section> = {
  historial: 'history',
  history: 'history',
  posiciones: 'positions',
  positions: 'positions',
  órdenes: 'orders',
  orders: 'orders',
  transacciones: 'transactions',
  transactions: 'transactions',
  resumen: 'summary',
  summary: 'summary',
};

type Section = 'history' | 'positions' | 'orders' | 'transactions' | 'summary';

const LABELS = {
  account: /^(cuenta|account)\s*:?$/i,
  currency: /^(divisa|currency)\s*:?$/i,
  totals: /^(totales|totals)$/i,
  symbol: /^(símbolo|symbol)$/i,
  direction: /^(dirección de apertura|opening direction)$/i,
  closeTime: /^(hora de cierre|closing time)\b/i,
  entryPrice: /^(precio de entrada|entry price)$/i,
  closePrice: /^(precio de cierre|closing price)$/i,
  quantity: /^(cantidad de cierre|closing quantity)$/i,
  net: /^([a-z]{3} neto|net [a-z]{3})$/i,
  id: /^id$/i,
  time: /^(hora|time)\b/i,
  type: /^(tipo|type)$/i,
  amount: /^(cantidad de [a-z]{3}|amount(,? [a-z]{3})?|[a-z]{3} amount)$/i,
  note: /^(nota|note|comment)$/i,
  empty: /^- .* -$/,
};

const SIDES: Record<string, 'buy' | 'sell'> = { buy: 'buy', compra: 'buy', sell: 'sell', venta: 'sell' };
const MOVEMENTS: Record<string, MovementKind> = {
  deposit: 'deposit',
  depósito: 'deposit',
  withdraw: 'withdrawal',
  withdrawal: 'withdrawal',
  retirada: 'withdrawal',
};
/** Quantities in lots; a quantity in units (some symbols, or the account's display setting) is kept as printed. */
const QUANTITY = /^([\d\s\u00a0\u202f.,]+?)\s*(lotes?|lots?|unidades|units|[a-z]{3})?$/i;

const readTime = createDateReader('DD/MM/YYYY HH:mm:ss');

/** The element holding the broker's name. */
const BROKER_CLASS = 'company-name-style';

export function looksLikeCtrader(text: string): boolean {
  return /<html/i.test(text) && /Dirección de apertura|Opening direction/i.test(text) && /<td/i.test(text);
}

export function parseCtraderHtml(bytes: Uint8Array): ParsedStatement {
  if (bytes.length === 0) throw new StatementError('empty');
  const text = decodeStatement(bytes);
  if (!looksLikeCtrader(text)) throw new StatementError('not-a-statement');
  // The report lays its tables out inside a table: only the rows holding no rows of their own are data.
  const page = readHtmlPage(text, { expandSpans: false, classes: [BROKER_CLASS] });
  const rows = page.rows.filter((row) => !row.holdsRows);

  const statement: ParsedStatement = {
    format: 'ctrader-html',
    language: null,
    account: {
      number: null,
      name: null,
      currency: null,
      broker: page.classTexts.get(BROKER_CLASS) || null,
      hedging: null,
    },
    generatedAt: null,
    timeZone: null,
    trades: [],
    movements: [],
    skipped: [],
    stated: { netProfit: null, totalTrades: null },
  };
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  let section: Section | null = null;
  let header: string[] | null = null;
  let zoneLabel: string | null = null;
  let sawHistory = false;

  for (const row of rows) {
    const cells = row.cells;
    const [first = '', second = '', third = ''] = cells;
    if (cells.length === 1 && SECTIONS[first.toLowerCase()]) {
      section = SECTIONS[first.toLowerCase()] ?? null;
      sawHistory ||= section === 'history';
      statement.language ??=
        first.toLowerCase() === 'history' ? 'en' : first.toLowerCase() === 'historial' ? 'es' : null;
      header = null;
      continue;
    }
    if (!section) {
      if (LABELS.account.test(first)) {
        statement.account.number = second || null;
        const generated = /^(.+?),\s*(UTC.*)$/.exec(third);
        statement.generatedAt = generated ? (readTime(generated[1] ?? '')?.time ?? null) : null;
        zoneLabel ??= generated?.[2] ?? null;
      }
      if (LABELS.currency.test(first)) statement.account.currency = second || null;
      continue;
    }
    if (!header) {
      header = cells;
      zoneLabel ??= cells.find((cell) => LABELS.closeTime.test(cell) || LABELS.time.test(cell)) ?? null;
      continue;
    }
    if (cells.length === 1 && LABELS.empty.test(first)) continue;
    const isTotals = LABELS.totals.test(first);
    if (section === 'history') {
      if (isTotals) {
        statement.stated.netProfit = parseAmount(cellFor(header, cells, LABELS.net));
        skip('summary-row');
        continue;
      }
      const trade = historyTrade(header, cells);
      if (trade) statement.trades.push(trade);
      else skip('unreadable-row');
    } else if (section === 'transactions') {
      if (isTotals) {
        skip('summary-row');
        continue;
      }
      const movement = transaction(header, cells);
      if (movement) statement.movements.push(movement);
      else skip('unreadable-row');
    } else if (section === 'positions') skip('open-position');
    else if (section === 'orders') skip('working-order');
  }

  if (!sawHistory) throw new StatementError('no-trades-section');
  statement.timeZone = zoneLabel ? zoneFromLabel(zoneLabel) : null;
  statement.skipped = [...skipped].map(([reason, count]): SkippedRows => ({ reason, count }));
  return statement;
}

function cellFor(header: readonly string[], cells: readonly string[], label: RegExp): string | null {
  const index = header.findIndex((name) => label.test(name));
  return index < 0 ? null : (cells[index] ?? null);
}

function historyTrade(header: readonly string[], cells: readonly string[]): ParsedTrade | null {
  const cell = (label: RegExp) => cellFor(header, cells, label) ?? '';
  const symbol = cell(LABELS.symbol);
  const side = SIDES[cell(LABELS.direction).toLowerCase()];
  const closeTime = readTime(cell(LABELS.closeTime))?.time;
  const openPrice = parseAmount(cell(LABELS.entryPrice));
  const closePrice = parseAmount(cell(LABELS.closePrice));
  const quantity = QUANTITY.exec(cell(LABELS.quantity));
  const volume = quantity ? parseAmount(quantity[1]) : null;
  const net = parseAmount(cell(LABELS.net));
  if (!symbol || !side || !closeTime || !openPrice || !closePrice || !volume || net === null) return null;
  return {
    ticket: null,
    symbol,
    side,
    openTime: null,
    closeTime,
    volume,
    openPrice,
    closePrice,
    stopLoss: null,
    takeProfit: null,
    // The history prints only the net, commissions and swaps already in it: the net stands as the profit and the
    // costs are zero, so that profit + costs still equals the net.
    commission: '0',
    swap: '0',
    taxes: '0',
    profit: net,
    net,
    comment: null,
  };
}

function transaction(header: readonly string[], cells: readonly string[]): ParsedMovement | null {
  const cell = (label: RegExp) => cellFor(header, cells, label) ?? '';
  const kind = MOVEMENTS[cell(LABELS.type).toLowerCase()] ?? 'adjustment';
  const time = readTime(cell(LABELS.time))?.time;
  const amount = parseAmount(cell(LABELS.amount));
  if (!time || amount === null) return null;
  // Withdrawals are negative in the transactions table but positive in the summary: keep them negative.
  const signed = kind === 'withdrawal' && !amount.startsWith('-') ? `-${amount}` : amount;
  return { kind, ticket: cell(LABELS.id) || null, time, amount: signed, comment: cell(LABELS.note) || null };
}

/**
 * "UTC +0" → 'UTC'; whole-hour offsets → the IANA fixed zones (which invert the sign: UTC+2 is 'Etc/GMT-2').
 * Offsets like UTC+5:30 have no IANA fixed zone: null, and the user confirms the zone in the preview.
 */
export function zoneFromLabel(label: string): string | null {
  const offset = /UTC\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?/i.exec(label);
  if (!offset) return null;
  const hours = Number(offset[2]);
  const minutes = Number(offset[3] ?? 0);
  if (minutes !== 0 || hours > 14) return null;
  if (hours === 0) return 'UTC';
  return `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
}
