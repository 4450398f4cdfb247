import type {
  ConvertRequest,
  ConvertResult,
  MarginRequest,
  MarginResult,
  PipValueRequest,
  PipValueResult,
  PositionSizeRequest,
  PositionSizeResult,
  ProfitLossRequest,
  ProfitLossResult,
  RateTable,
  RiskRewardRequest,
  RiskRewardResult,
  SwapRequest,
  SwapResult,
} from '../finance';
import { roundDownToStep } from '../forex-math';
import { Position, pairSpec } from './instrument';
import { applyRatio, D, type Dec, fixed, PLACES, ratioValue } from './numbers';
import { requireConversion } from './rates';

/**
 * The calculators of a position. Inputs are canonical (`readCalculatorInput`'s output); `serviceRates` is the rate
 * table the request's own `rates` fall back on. Money in the quote currency is converted to the account's by
 * `Position`: the conventions (pip sizes, contracts, which rate) live there.
 */

const ROUND_DOWN = D.ROUND_DOWN;

/** A pip of `lots` in the quote currency: pip size × contract × lots (EURUSD, 1 lot: 0.0001 × 100,000 = 10 USD). */
const pipInQuote = (position: Position, lots: Dec) =>
  position.spec.pipSize.times(position.spec.contractSize).times(lots);

export function calculatePipValue(input: PipValueRequest, serviceRates: RateTable = {}): PipValueResult {
  const position = new Position(input, serviceRates);
  const toAccount = position.quoteToAccount();
  const perLot = applyRatio(pipInQuote(position, new D(1)), toAccount);
  const quote = pipInQuote(position, new D(input.lots));
  return {
    pipValue: fixed(applyRatio(quote, toAccount), PLACES.pipValue),
    currency: position.account,
    pipValueQuote: fixed(quote, PLACES.pipValue),
    quoteCurrency: position.spec.quote,
    perLot: {
      standard: fixed(perLot, PLACES.pipValue),
      mini: fixed(perLot.times('0.1'), PLACES.pipValue),
      micro: fixed(perLot.times('0.01'), PLACES.pipValue),
    },
    pipSize: position.spec.pipSize.toFixed(),
  };
}

/**
 * The largest size whose loss at the stop stays within the risk: balance × risk % / (stop pips × a lot's pip value),
 * rounded DOWN to the lot step; below the minimum lot the answer is 0 and `belowMinLot`, never a size that risks
 * more than asked. The division comes last, so 290 / 1,000 is 0.29 lots and not 0.28.
 */
export function calculatePositionSize(
  input: PositionSizeRequest,
  serviceRates: RateTable = {},
): PositionSizeResult {
  const position = new Position(input, serviceRates);
  const toAccount = position.quoteToAccount();
  const riskAmount = new D(input.balance).times(input.riskPercent).div(100);
  const stopInQuote = pipInQuote(position, new D(input.stopLossPips));
  // risk / (stop in quote × num / den) = risk × den / (stop in quote × num): one division.
  const rawLots = riskAmount.times(toAccount.den).div(stopInQuote.times(toAccount.num));
  const step = new D(input.lotStep ?? '0.01');
  const minLot = new D(input.minLot ?? '0.01');
  const rounded = roundDownToStep(rawLots, step);
  const belowMinLot = rounded.lessThan(minLot);
  const lots = belowMinLot ? new D(0) : rounded;
  const pipValuePerLot = applyRatio(pipInQuote(position, new D(1)), toAccount);
  return {
    riskAmount: fixed(riskAmount, PLACES.money),
    pipValuePerLot: fixed(pipValuePerLot, PLACES.pipValue),
    rawLots: fixed(rawLots, PLACES.rawLots, ROUND_DOWN),
    lots: fixed(lots, Math.max(step.decimalPlaces(), minLot.decimalPlaces())),
    units: lots.times(position.spec.contractSize).toFixed(),
    actualRisk: fixed(applyRatio(stopInQuote.times(lots), toAccount), PLACES.money),
    belowMinLot,
    currency: position.account,
  };
}

/** Leverage "1:30" → 30. */
const leverageTimes = (leverage: string) => new D(leverage.split(':').at(-1) ?? leverage);

/**
 * The margin a position holds: its notional (lots × contract in the base; a metal's lots × contract × price in the
 * quote) converted to the account's currency, over the leverage.
 */
export function calculateMargin(input: MarginRequest, serviceRates: RateTable = {}): MarginResult {
  const position = new Position(input, serviceRates);
  const units = new D(input.lots).times(position.spec.contractSize);
  const notional = applyRatio(units, position.baseToAccount());
  return {
    marginRequired: fixed(notional.div(leverageTimes(input.leverage)), PLACES.money),
    currency: position.account,
    notionalAccount: fixed(notional, PLACES.money),
  };
}

/** Price moved in the trade's favour: close − open for a long, open − close for a short. */
const favourable = (side: 'long' | 'short', open: string, close: string) =>
  side === 'long' ? new D(close).minus(open) : new D(open).minus(close);

/**
 * A closed trade's result: the move × contract × lots in the quote currency, converted to the account's; with the
 * account in the base, at the closing price unless `price` says otherwise.
 */
export function calculateProfitLoss(
  input: ProfitLossRequest,
  serviceRates: RateTable = {},
): ProfitLossResult {
  const position = new Position(input, serviceRates, input.closePrice);
  const move = favourable(input.side, input.openPrice, input.closePrice);
  const profitQuote = move.times(position.spec.contractSize).times(input.lots);
  return {
    pips: fixed(move.div(position.spec.pipSize), PLACES.pips),
    profit: fixed(applyRatio(profitQuote, position.quoteToAccount()), PLACES.money),
    currency: position.account,
    profitQuote: fixed(profitQuote, PLACES.money),
    quoteCurrency: position.spec.quote,
  };
}

/**
 * Risk and reward of a plan in pips, their ratio, and the win rate at which it breaks even: 1 / (1 + R:R) (at 2:1,
 * one trade in three). The levels' order for the side is checked by the input rules.
 */
export function calculateRiskReward(input: RiskRewardRequest): RiskRewardResult {
  const spec = pairSpec(input.pair, input);
  const riskPips = new D(input.entry).minus(input.stopLoss).abs().div(spec.pipSize);
  const rewardPips = new D(input.takeProfit).minus(input.entry).abs().div(spec.pipSize);
  const rewardToRisk = rewardPips.div(riskPips);
  return {
    riskPips: fixed(riskPips, PLACES.pips),
    rewardPips: fixed(rewardPips, PLACES.pips),
    rewardToRisk: fixed(rewardToRisk, PLACES.ratio),
    breakEvenWinRatePct: fixed(new D(100).div(rewardToRisk.plus(1)), PLACES.percent),
  };
}

/**
 * What holding a position overnight costs or pays: swap points × point (a tenth of a pip unless told) × contract,
 * in the quote currency, converted to the account's; per lot per night, and for the lots and nights given.
 */
export function calculateSwap(input: SwapRequest, serviceRates: RateTable = {}): SwapResult {
  const position = new Position(input, serviceRates);
  const point = input.point ? new D(input.point) : position.spec.pipSize.div(10);
  const perLotQuote = new D(input.swapPoints).times(point).times(position.spec.contractSize);
  const perLot = applyRatio(perLotQuote, position.quoteToAccount());
  return {
    swapPerLotPerNight: fixed(perLot, PLACES.pipValue),
    swapTotal: fixed(perLot.times(input.lots).times(input.nights), PLACES.money),
    currency: position.account,
  };
}

/** An amount in another currency, at the pair's rate, its inverse, or through USD; the rate to 10 significant digits. */
export function convertCurrency(input: ConvertRequest, serviceRates: RateTable = {}): ConvertResult {
  const rate = requireConversion(input.from, input.to, [input.rates ?? {}, serviceRates]);
  return {
    result: fixed(applyRatio(new D(input.amount), rate), PLACES.money),
    rate: ratioValue(rate).toSignificantDigits(10).toFixed(),
  };
}
