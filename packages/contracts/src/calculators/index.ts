import type { CalculatorIO, CalculatorName, RateTable } from '../finance';
import {
  calculateCompoundGrowth,
  calculateDrawdownRecovery,
  calculateExpectancy,
  calculateKelly,
} from './planning';
import { CalculatorInputError } from './rates';
import {
  calculateMargin,
  calculatePipValue,
  calculatePositionSize,
  calculateProfitLoss,
  calculateRiskReward,
  calculateSwap,
  convertCurrency,
} from './trading';
import { isCalculatorName, readCalculatorInput, validateCalculator } from './validate';

export { pairSpec } from './instrument';
export { CalculatorMessages } from './messages';
export * from './planning';
export { CalculatorInputError, conversionRatio, rebaseToUsd, usdPair } from './rates';
export * from './trading';
export { isCalculatorName, readCalculatorInput, readDecimal, validateCalculator } from './validate';

type Calculators = {
  [N in CalculatorName]: (input: CalculatorIO[N][0], serviceRates: RateTable) => CalculatorIO[N][1];
};

/** FinanceHub's eleven calculators by the API's names (`POST /api/finance/calculators/{name}`). */
export const CALCULATOR_FUNCTIONS: Calculators = {
  'pip-value': calculatePipValue,
  'position-size': calculatePositionSize,
  margin: calculateMargin,
  'profit-loss': calculateProfitLoss,
  'risk-reward': calculateRiskReward,
  expectancy: calculateExpectancy,
  kelly: calculateKelly,
  'drawdown-recovery': calculateDrawdownRecovery,
  'compound-growth': calculateCompoundGrowth,
  swap: calculateSwap,
  convert: convertCurrency,
};

export type CalculatorRun<N extends CalculatorName = CalculatorName> =
  | { ok: true; result: CalculatorIO[N][1] }
  | { ok: false; errors: string[] };

/**
 * One calculation from raw input, as the page runs it on every keystroke and the service on every request: the
 * input read by the shared rules, then the calculator, with the request's `rates` over `serviceRates`. Never
 * throws for any input: every refusal is a list of Spanish sentences naming the field.
 */
export function runCalculator(name: string, input: unknown, serviceRates: RateTable = {}): CalculatorRun {
  if (!isCalculatorName(name)) return { ok: false, errors: validateCalculator(name, input) };
  const read = readCalculatorInput(name, input);
  if (!read.ok) return read;
  try {
    const calculator = CALCULATOR_FUNCTIONS[name] as (input: unknown, rates: RateTable) => object;
    return { ok: true, result: calculator(read.input, serviceRates) as CalculatorIO[CalculatorName][1] };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { ok: false, errors: [error.message] };
    throw error;
  }
}
