import type {
  CompoundGrowthRequest,
  CompoundGrowthResult,
  DrawdownRecoveryRequest,
  DrawdownRecoveryResult,
  ExpectancyRequest,
  ExpectancyResult,
  KellyRequest,
  KellyResult,
} from '../finance';
import { D, fixed, PLACES } from './numbers';

/** The calculators of a trader's plan: no prices, no currencies. Inputs are canonical (`readCalculatorInput`). */

const fraction = (percent: string) => new D(percent).div(100);

/** What a trade earns on average: p × average win − (1 − p) × average loss; in R, over the average loss. */
export function calculateExpectancy(input: ExpectancyRequest): ExpectancyResult {
  const p = fraction(input.winRatePct);
  const expectancy = p.times(input.avgWin).minus(new D(1).minus(p).times(input.avgLoss));
  return {
    expectancy: fixed(expectancy, PLACES.money),
    expectancyR: fixed(expectancy.div(input.avgLoss), PLACES.ratio),
  };
}

/**
 * Kelly's fraction of the balance to risk: p − (1 − p) / b, with b the average win over the average loss. Half of
 * it is what to use (full Kelly swings too hard for estimates this rough); a negative Kelly means the edge is not
 * there, and the recommendation is 0 % ("no operar").
 */
export function calculateKelly(input: KellyRequest): KellyResult {
  const p = fraction(input.winRatePct);
  const kelly = p.minus(new D(1).minus(p).div(input.winLossRatio)).times(100);
  const half = kelly.div(2);
  return {
    kellyPct: fixed(kelly, PLACES.percent),
    halfKellyPct: fixed(half, PLACES.percent),
    recommendedPct: fixed(kelly.greaterThan(0) ? half : new D(0), PLACES.percent),
  };
}

/** The gain that undoes a drawdown d: d / (1 − d) (a 50 % loss needs +100 %); d from the peak and trough if given. */
export function calculateDrawdownRecovery(input: DrawdownRecoveryRequest): DrawdownRecoveryResult {
  const peak = new D(input.peak ?? 0);
  const d =
    input.drawdownPct !== undefined ? fraction(input.drawdownPct) : peak.minus(input.trough ?? 0).div(peak);
  return {
    drawdownPct: fixed(d.times(100), PLACES.percent),
    recoveryGainPct: fixed(d.div(new D(1).minus(d)).times(100), PLACES.percent),
  };
}

/**
 * A balance compounded monthly at the annual nominal rate / 12, with a contribution each month at its start (it
 * earns that month's interest) or its end: FV = P(1 + r)^n + C((1 + r)^n − 1) / r, times (1 + r) for the start.
 */
export function calculateCompoundGrowth(input: CompoundGrowthRequest): CompoundGrowthResult {
  const r = fraction(input.annualNominalRatePct).div(12);
  const n = input.periods;
  const initial = new D(input.initial);
  const contribution = new D(input.monthlyContribution);
  const growth = r.plus(1).pow(n);
  const annuity = r.isZero()
    ? contribution.times(n)
    : contribution
        .times(growth.minus(1))
        .div(r)
        .times(input.contributionTiming === 'start' ? r.plus(1) : 1);
  const futureValue = initial.times(growth).plus(annuity);
  const totalContributed = initial.plus(contribution.times(n));
  return {
    futureValue: fixed(futureValue, PLACES.money),
    totalContributed: fixed(totalContributed, PLACES.money),
    growth: fixed(futureValue.minus(totalContributed), PLACES.money),
  };
}
