import Decimal from 'decimal.js';
import { XMLParser } from 'fast-xml-parser';
import { createDateReader, type Fill, pairFills } from './csv';
import { type ParsedStatement, type SkippedRows, type SkipReason, StatementError } from './statement';
import { decodeStatement, parseAmount } from './text';

/**
 * Interactive Brokers' Flex Query report (XML): the `Trade` rows of level EXECUTION are fills, paired FIFO per
 * account and symbol into round trips (flat to flat) as CSV fills are. A partial close is not a trade: the journal's
 * trade is a closed position, and a position closed in parts becomes one trade with its `closes` once it is flat
 * (as MT5's are), so the fills of a position still open at the end are counted as 'open-position', not imported.
 * The report's `OpenPositions` are a snapshot at its end date, not fills; they are not read. Profit is the price
 * difference times the quantity unless the fill carries IBKR's own `fifoPnlRealized`; a fill with a multiplier
 * other than 1 (options, futures) and no printed P/L is unreadable rather than mispriced. Attribute values are read
 * as text, never as floats. Times are the report's wall clock; it names no zone.
 */

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['FlexStatement', 'Trade', 'AccountInformation'].includes(name),
});

/** The Flex default (`20260126;115715`) and the ISO-like dates and separators a query may choose instead. */
const DATE_TIME_READERS = [
  'YYYYMMDD;HHmmss',
  'YYYYMMDD HHmmss',
  'YYYY-MM-DD;HH:mm:ss',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD, HH:mm:ss',
].map(createDateReader);

type Attributes = Record<string, string | undefined>;

interface FlexStatementNode {
  accountId?: string;
  whenGenerated?: string;
  AccountInformation?: Attributes[];
  Trades?: { Trade?: Attributes[] };
}

/** The report's root element, after an optional XML declaration and comments. */
export function looksLikeIbkrFlex(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<FlexQueryResponse[\s>]/.test(text);
}

export function parseIbkrXml(bytes: Uint8Array): ParsedStatement {
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw new StatementError('empty');
  if (!looksLikeIbkrFlex(text)) throw new StatementError('not-a-statement', 'no FlexQueryResponse');
  let document: { FlexQueryResponse?: { FlexStatements?: { FlexStatement?: FlexStatementNode[] } } };
  try {
    document = xml.parse(text, true);
  } catch (error) {
    throw new StatementError('truncated', String(error));
  }
  const statements = document.FlexQueryResponse?.FlexStatements?.FlexStatement ?? [];
  if (!statements.length) throw new StatementError('no-trades-section', 'no FlexStatement');

  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason, count = 1) => skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  const fills: Fill[] = [];
  const currencies = new Set<string>();
  for (const statement of statements) {
    for (const info of statement.AccountInformation ?? []) if (info.currency) currencies.add(info.currency);
    for (const trade of statement.Trades?.Trade ?? []) {
      if ((trade.levelOfDetail ?? 'EXECUTION') !== 'EXECUTION') continue;
      const fill = readFill(trade);
      if (fill) fills.push(fill);
      else skip('unreadable-row');
    }
  }
  if (!currencies.size) for (const statement of statements) addTradeCurrencies(statement, currencies);
  const paired = pairFills(fills);
  if (paired.openFills) skip('open-position', paired.openFills);
  const accounts = new Set(statements.map((statement) => statement.accountId).filter(Boolean));
  const first = statements[0];

  return {
    format: 'ibkr-xml',
    language: 'en',
    account: {
      number: accounts.size === 1 ? ([...accounts][0] ?? null) : null,
      name: null,
      currency: currencies.size === 1 ? ([...currencies][0] ?? null) : null,
      broker: 'Interactive Brokers',
      hedging: null,
    },
    generatedAt: statements.length === 1 ? readDateTime(first?.whenGenerated) : null,
    timeZone: null,
    trades: paired.trades,
    movements: [],
    skipped: [...skipped].map(([reason, count]): SkippedRows => ({ reason, count })),
    stated: { netProfit: null, totalTrades: null },
  };
}

function addTradeCurrencies(statement: FlexStatementNode, currencies: Set<string>): void {
  for (const trade of statement.Trades?.Trade ?? []) if (trade.currency) currencies.add(trade.currency);
}

function readFill(trade: Attributes): Fill | null {
  const time = readDateTime(trade.dateTime);
  const quantity = parseAmount(trade.quantity);
  const price = parseAmount(trade.tradePrice);
  const commission = parseAmount(trade.ibCommission || '0');
  const taxes = parseAmount(trade.taxes || '0');
  const multiplier = parseAmount(trade.multiplier || '1');
  const realised = trade.fifoPnlRealized ? parseAmount(trade.fifoPnlRealized) : null;
  const side = trade.buySell?.startsWith('BUY') ? 'buy' : trade.buySell?.startsWith('SELL') ? 'sell' : null;
  if (
    !time ||
    !trade.symbol ||
    !side ||
    quantity === null ||
    new Decimal(quantity).isZero() ||
    price === null ||
    commission === null ||
    taxes === null ||
    multiplier === null ||
    (trade.fifoPnlRealized && realised === null) ||
    (realised === null && !new Decimal(multiplier).eq(1))
  )
    return null;
  return {
    key: `${trade.accountId ?? ''}\u0000${trade.conid ?? trade.symbol}`,
    ticket: trade.tradeID || trade.transactionID || null,
    symbol: trade.symbol,
    side,
    time,
    quantity: new Decimal(quantity).abs(),
    price: new Decimal(price),
    commission: new Decimal(commission),
    taxes: new Decimal(taxes),
    profit: realised === null ? null : new Decimal(realised),
  };
}

function readDateTime(value: string | undefined): string | null {
  if (!value) return null;
  for (const read of DATE_TIME_READERS) {
    const time = read(value)?.time;
    if (time) return time;
  }
  return null;
}
