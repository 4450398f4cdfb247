import {
  type Emotion,
  normalizeSymbol,
  type Trade,
  type TradeInput,
  type TradeSide,
} from '@pipcrafters/contracts';
import { parseDecimal } from '../format/numbers';
import { instantToLocalInput, localInputToInstant } from '../format/time';

/**
 * The new-trade (and edit) form's values, as typed: numbers in Spanish or keypad notation, times as
 * `datetime-local` values in the user's zone. Commission and taxes are typed as costs (a positive 7 is a 7 cost)
 * and stored negative, as statements print them; the swap keeps its sign.
 */
export interface TradeFormValues {
  accountId: string;
  symbol: string;
  side: TradeSide;
  openTime: string;
  closeTime: string;
  entryPrice: string;
  exitPrice: string;
  volume: string;
  stopLoss: string;
  takeProfit: string;
  commission: string;
  swap: string;
  taxes: string;
  profit: string;
  conversionRate: string;
  tags: string[];
  emotionBefore: Emotion | null;
  emotionAfter: Emotion | null;
  notes: string;
  strategyId: string | null;
  /** The rules of the strategy the trader says they followed; null until they review them ("sin revisar"). */
  followedRules: string[] | null;
}

export const EMPTY_TRADE_FORM: Omit<TradeFormValues, 'accountId' | 'closeTime'> = {
  symbol: '',
  side: 'buy',
  openTime: '',
  entryPrice: '',
  exitPrice: '',
  volume: '',
  stopLoss: '',
  takeProfit: '',
  commission: '',
  swap: '',
  taxes: '',
  profit: '',
  conversionRate: '',
  tags: [],
  emotionBefore: null,
  emotionAfter: null,
  notes: '',
  strategyId: null,
  followedRules: null,
};

const decimal = (text: string) => (text.trim() === '' ? null : parseDecimal(text));

/** A cost typed positive, stored negative (a typed negative is a rebate, kept as a credit). */
export function asCost(text: string): string | null {
  const value = decimal(text);
  if (value === null || /^0(\.0*)?$/.test(value)) return value === null ? null : '0';
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

const costToField = (stored: string) => {
  const value = parseDecimal(stored);
  if (value === null || /^-?0(\.0*)?$/.test(value)) return '';
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
};

/**
 * The API's TradeInput from validated form values: empty optional fields are left out (null for the ones a PATCH
 * may clear), the profit only when typed (the server computes it otherwise) and the rate only when it is needed.
 * The rule review goes with its strategy: without one there is nothing to review.
 */
export function toTradeInput(
  values: TradeFormValues,
  timeZone: string,
  options: { needsConversionRate: boolean },
): TradeInput {
  const closeTime = localInputToInstant(values.closeTime, timeZone);
  const exitPrice = decimal(values.exitPrice);
  const volume = decimal(values.volume);
  if (!closeTime || !exitPrice || !volume) throw new Error('Formulario incompleto');
  const input: TradeInput = {
    accountId: values.accountId,
    symbol: normalizeSymbol(values.symbol),
    side: values.side,
    openTime: values.openTime ? localInputToInstant(values.openTime, timeZone) : null,
    closeTime,
    entryPrice: decimal(values.entryPrice),
    exitPrice,
    volume,
    stopLoss: decimal(values.stopLoss),
    takeProfit: decimal(values.takeProfit),
    commission: asCost(values.commission) ?? '0',
    swap: decimal(values.swap) ?? '0',
    taxes: asCost(values.taxes) ?? '0',
    tags: [...new Set(values.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
    notes: values.notes.trim(),
    emotionBefore: values.emotionBefore ?? null,
    emotionAfter: values.emotionAfter ?? null,
    strategyId: values.strategyId || null,
    followedRules: values.strategyId ? (values.followedRules ?? null) : null,
  };
  const profit = decimal(values.profit);
  if (profit !== null) input.profit = profit;
  const rate = decimal(values.conversionRate);
  if (options.needsConversionRate && profit === null && rate !== null) input.conversionRate = rate;
  return input;
}

/** A stored trade as the edit form shows it. The profit is kept only for imported trades (the statement's figure). */
export function tradeToFormValues(trade: Trade, timeZone: string): TradeFormValues {
  return {
    accountId: trade.accountId,
    symbol: trade.symbol,
    side: trade.side,
    openTime: trade.openTime ? instantToLocalInput(trade.openTime, timeZone) : '',
    closeTime: instantToLocalInput(trade.closeTime, timeZone),
    entryPrice: trade.entryPrice ?? '',
    exitPrice: trade.exitPrice,
    volume: trade.volume,
    stopLoss: trade.stopLoss ?? '',
    takeProfit: trade.takeProfit ?? '',
    commission: costToField(trade.commission),
    swap: /^-?0(\.0*)?$/.test(trade.swap) ? '' : trade.swap,
    taxes: costToField(trade.taxes),
    profit: trade.source === 'import' ? trade.profit : '',
    conversionRate: '',
    tags: trade.tags,
    emotionBefore: trade.emotionBefore,
    emotionAfter: trade.emotionAfter,
    notes: trade.notes,
    strategyId: trade.strategyId,
    followedRules: trade.followedRules,
  };
}

const sameRules = (a: readonly string[] | null | undefined, b: readonly string[] | null) =>
  (a ?? null) === null || b === null
    ? (a ?? null) === b
    : a?.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * An edit's PATCH without the strategy and its review when neither changed, so saving other fields never re-checks a
 * review made against an older version of the strategy.
 */
export function editChanges(
  input: TradeInput,
  trade: Pick<Trade, 'strategyId' | 'followedRules'>,
): Partial<TradeInput> {
  if ((input.strategyId ?? null) !== trade.strategyId) return input;
  const { strategyId: _strategyId, followedRules, ...rest } = input;
  return sameRules(followedRules, trade.followedRules) ? rest : { ...rest, followedRules };
}
