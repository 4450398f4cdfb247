/**
 * The formulas a numeric question's `check` may name (services/learning/content/README.md, "Numeric checks"): the
 * loader recomputes the question's `answer` from the stated inputs and refuses the file when they disagree.
 */

/** The values a formula receives: every input is a number, but `mean`'s `values`, a list of numbers. */
export type FormulaInputs = Record<string, number | number[]>;

export interface Formula {
  /** The input names, exactly as a `check` writes them. */
  inputs: readonly string[];
  /** Inputs that are a list of numbers rather than one number. */
  listInputs?: readonly string[];
  compute(inputs: FormulaInputs): number;
}

/** A single-number input (the loader has checked its kind before calling `compute`). */
function n(inputs: FormulaInputs, name: string): number {
  const value = inputs[name];
  if (typeof value !== 'number') throw new TypeError(`the input «${name}» is not a number`);
  return value;
}

function list(inputs: FormulaInputs, name: string): number[] {
  const value = inputs[name];
  if (!Array.isArray(value)) throw new TypeError(`the input «${name}» is not a list of numbers`);
  return value;
}

export const FORMULAS = {
  pips: {
    inputs: ['from', 'to', 'pipSize'],
    compute: (i) => Math.abs(n(i, 'to') - n(i, 'from')) / n(i, 'pipSize'),
  },
  pipValue: {
    inputs: ['lots', 'contractSize', 'pipSize', 'quoteToAccount'],
    compute: (i) => n(i, 'lots') * n(i, 'contractSize') * n(i, 'pipSize') * n(i, 'quoteToAccount'),
  },
  profit: {
    inputs: ['lots', 'contractSize', 'entry', 'exit', 'side', 'quoteToAccount'],
    compute: (i) =>
      (n(i, 'exit') - n(i, 'entry')) *
      n(i, 'side') *
      n(i, 'lots') *
      n(i, 'contractSize') *
      n(i, 'quoteToAccount'),
  },
  margin: {
    inputs: ['lots', 'contractSize', 'baseToAccount', 'leverage'],
    compute: (i) => (n(i, 'lots') * n(i, 'contractSize') * n(i, 'baseToAccount')) / n(i, 'leverage'),
  },
  freeMargin: {
    inputs: ['equity', 'usedMargin'],
    compute: (i) => n(i, 'equity') - n(i, 'usedMargin'),
  },
  marginLevel: {
    inputs: ['equity', 'usedMargin'],
    compute: (i) => (n(i, 'equity') / n(i, 'usedMargin')) * 100,
  },
  riskAmount: {
    inputs: ['balance', 'riskPercent'],
    compute: (i) => (n(i, 'balance') * n(i, 'riskPercent')) / 100,
  },
  positionSize: {
    inputs: ['balance', 'riskPercent', 'stopPips', 'pipValuePerLot'],
    compute: (i) =>
      (n(i, 'balance') * n(i, 'riskPercent')) / 100 / (n(i, 'stopPips') * n(i, 'pipValuePerLot')),
  },
  rMultiple: {
    inputs: ['entry', 'stop', 'exit', 'side'],
    compute: (i) => ((n(i, 'exit') - n(i, 'entry')) * n(i, 'side')) / Math.abs(n(i, 'entry') - n(i, 'stop')),
  },
  rewardToRisk: {
    inputs: ['entry', 'stop', 'target'],
    compute: (i) => Math.abs(n(i, 'target') - n(i, 'entry')) / Math.abs(n(i, 'entry') - n(i, 'stop')),
  },
  breakEvenWinRate: {
    inputs: ['reward', 'risk'],
    compute: (i) => (n(i, 'risk') / (n(i, 'reward') + n(i, 'risk'))) * 100,
  },
  expectancy: {
    inputs: ['winRate', 'averageWin', 'averageLoss'],
    compute: (i) =>
      (n(i, 'winRate') / 100) * n(i, 'averageWin') - (1 - n(i, 'winRate') / 100) * n(i, 'averageLoss'),
  },
  drawdown: {
    inputs: ['peak', 'trough'],
    compute: (i) => ((n(i, 'peak') - n(i, 'trough')) / n(i, 'peak')) * 100,
  },
  recoveryGain: {
    inputs: ['drawdownPercent'],
    compute: (i) => (n(i, 'drawdownPercent') / (100 - n(i, 'drawdownPercent'))) * 100,
  },
  spreadCost: {
    inputs: ['spreadPips', 'lots', 'pipValuePerLot'],
    compute: (i) => n(i, 'spreadPips') * n(i, 'lots') * n(i, 'pipValuePerLot'),
  },
  commission: {
    inputs: ['perSidePerLot', 'lots'],
    compute: (i) => 2 * n(i, 'perSidePerLot') * n(i, 'lots'),
  },
  swap: {
    inputs: ['points', 'pointSize', 'lots', 'contractSize', 'nights', 'quoteToAccount'],
    compute: (i) =>
      n(i, 'points') *
      n(i, 'pointSize') *
      n(i, 'lots') *
      n(i, 'contractSize') *
      n(i, 'nights') *
      n(i, 'quoteToAccount'),
  },
  carry: {
    inputs: ['notional', 'rateDifferencePercent', 'days'],
    compute: (i) => (((n(i, 'notional') * n(i, 'rateDifferencePercent')) / 100) * n(i, 'days')) / 365,
  },
  compound: {
    inputs: ['start', 'ratePercent', 'periods'],
    compute: (i) => n(i, 'start') * (1 + n(i, 'ratePercent') / 100) ** n(i, 'periods'),
  },
  percentChange: {
    inputs: ['from', 'to'],
    compute: (i) => ((n(i, 'to') - n(i, 'from')) / n(i, 'from')) * 100,
  },
  fibonacciRetracement: {
    inputs: ['high', 'low', 'ratio'],
    compute: (i) => n(i, 'high') - (n(i, 'high') - n(i, 'low')) * n(i, 'ratio'),
  },
  mean: {
    inputs: ['values'],
    listInputs: ['values'],
    compute: (i) => {
      const values = list(i, 'values');
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    },
  },
} as const satisfies Record<string, Formula>;

export type FormulaName = keyof typeof FORMULAS;

export const FORMULA_NAMES = Object.keys(FORMULAS) as FormulaName[];

export function isFormulaName(name: string): name is FormulaName {
  return Object.hasOwn(FORMULAS, name);
}

/** How far a computed value may be from `answer` beyond the question's tolerance: floating-point noise. */
export const CHECK_EPSILON = 1e-9;
