import { calculateMargin, calculatePipValue, calculateProfitLoss, pairSpec } from '@pipcrafters/contracts';
import { parseSpanishDecimal } from '../format/numbers';

/**
 * The lesson widgets' figures from what the learner typed, computed by the platform's shared calculators (decimal
 * arithmetic, the same as FinanceHub's): the widgets only read the inputs and show the answers.
 */

/** Pairs quoted in yen move in hundredths; the rest in ten-thousandths. */
export type PairType = 'normal' | 'jpy';

/** The pair each kind stands for. The widgets count in its quote currency, so that is the "account" they pass. */
const LESSON_PAIRS: Record<PairType, string> = { normal: 'EURUSD', jpy: 'USDJPY' };

const MARGIN_PAIR = pairSpec(LESSON_PAIRS.normal);

/** Units of the base currency in one standard lot. */
export const CONTRACT_SIZE = MARGIN_PAIR.contractSize.toNumber();

export interface PipMove {
  /** Pips from the entry to the exit (negative when the price falls), to a tenth of a pip. */
  pips: number;
  /** Profit (or loss, negative) of the move in the quote currency. */
  value: number;
  /** What one pip is worth in the quote currency for the size: 10 USD a lot in EUR/USD, 1.000 JPY in USD/JPY. */
  pipValue: number;
  lots: number;
}

/** The pip calculator: null until both prices are numbers and the size is a number above 0. */
export function pipMove(
  typed: { from: string; to: string; lots: string },
  pairType: PairType,
): PipMove | null {
  const [from, to, lots] = [typed.from, typed.to, typed.lots].map(parseSpanishDecimal);
  if (from == null || to == null || lots == null || !(Number(lots) > 0)) return null;
  const pair = LESSON_PAIRS[pairType];
  const accountCurrency = pairSpec(pair).quote;
  const move = calculateProfitLoss({
    pair,
    side: 'long',
    lots,
    openPrice: from,
    closePrice: to,
    accountCurrency,
  });
  const { pipValue } = calculatePipValue({ pair, lots, accountCurrency });
  return {
    pips: Number(move.pips),
    value: Number(move.profit),
    pipValue: Number(pipValue),
    lots: Number(lots),
  };
}

export interface RequiredMargin {
  /** The position's size in the base currency (lots × contract size). */
  units: number;
  /** What the position is worth in the quote currency (units × price). */
  notional: number;
  /** The margin the broker holds, in the quote currency: notional ÷ leverage. */
  margin: number;
  /** The same margin in the base currency: units ÷ leverage. */
  marginInBase: number;
  /** The leverage's N in 1:N. */
  leverage: number;
}

/**
 * The margin calculator, for EUR/USD at the typed price: null until the size and the price are numbers above 0 and
 * the leverage (30 is 1:30) is 1 or more.
 */
export function requiredMargin(typed: {
  lots: string;
  price: string;
  leverage: string;
}): RequiredMargin | null {
  const [lots, price, leverage] = [typed.lots, typed.price, typed.leverage].map(parseSpanishDecimal);
  if (lots == null || price == null || leverage == null) return null;
  if (!(Number(lots) > 0 && Number(price) > 0 && Number(leverage) >= 1)) return null;
  const position = { pair: MARGIN_PAIR.pair, lots, leverage, price };
  const inQuote = calculateMargin({ ...position, accountCurrency: MARGIN_PAIR.quote });
  const inBase = calculateMargin({ ...position, accountCurrency: MARGIN_PAIR.base });
  return {
    units: Number(inBase.notionalAccount),
    notional: Number(inQuote.notionalAccount),
    margin: Number(inQuote.marginRequired),
    marginInBase: Number(inBase.marginRequired),
    leverage: Number(leverage),
  };
}
