import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMULA_NAMES, FORMULAS, type FormulaInputs, type FormulaName, isFormulaName } from './formulas';

const compute = (name: FormulaName, inputs: FormulaInputs) => FORMULAS[name].compute(inputs);

describe('FORMULAS', () => {
  it('has exactly the formulas and inputs of the README table "Numeric checks"', () => {
    const readme = readFileSync(resolve(__dirname, '..', '..', 'content', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Numeric checks'));
    const table = section.slice(0, section.indexOf('\n## '));
    // Every row after the header «| `formula` | `inputs` | computes |».
    const rows = [...table.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)]
      .slice(1)
      .map(([, name, inputs]) => [name, [...(inputs ?? '').matchAll(/`(\w+)`/g)].map(([, input]) => input)]);
    expect(rows.length).toBeGreaterThan(20);
    expect(Object.entries(FORMULAS).map(([name, formula]) => [name, [...formula.inputs]])).toEqual(rows);
  });

  it('knows its names and nothing inherited', () => {
    expect(FORMULA_NAMES).toContain('pips');
    expect(isFormulaName('pips')).toBe(true);
    expect(isFormulaName('toString')).toBe(false);
    expect(isFormulaName('pipz')).toBe(false);
  });

  it.each<[FormulaName, FormulaInputs, number, number]>([
    // [formula, inputs, expected, decimal places compared]
    ['pips', { from: 1.085, to: 1.0872, pipSize: 0.0001 }, 22, 9],
    ['pips', { from: 150.25, to: 149.8, pipSize: 0.01 }, 45, 9],
    // USD/JPY for a USD account: one yen is worth 1/150 USD.
    ['pipValue', { lots: 1, contractSize: 100000, pipSize: 0.01, quoteToAccount: 1 / 150 }, 6.6667, 4],
    ['pipValue', { lots: 0.1, contractSize: 100000, pipSize: 0.0001, quoteToAccount: 1 }, 1, 9],
    [
      'profit',
      { lots: 1, contractSize: 100000, entry: 1.085, exit: 1.0872, side: 1, quoteToAccount: 1 },
      220,
      6,
    ],
    [
      'profit',
      { lots: 0.5, contractSize: 100000, entry: 1.085, exit: 1.0872, side: -1, quoteToAccount: 1 },
      -110,
      6,
    ],
    ['margin', { lots: 1, contractSize: 100000, baseToAccount: 1.085, leverage: 30 }, 3616.67, 2],
    ['freeMargin', { equity: 10000, usedMargin: 3616.67 }, 6383.33, 9],
    ['marginLevel', { equity: 10000, usedMargin: 2500 }, 400, 9],
    ['riskAmount', { balance: 10000, riskPercent: 1 }, 100, 9],
    ['positionSize', { balance: 10000, riskPercent: 1, stopPips: 25, pipValuePerLot: 10 }, 0.4, 9],
    ['rMultiple', { entry: 1.085, stop: 1.0825, exit: 1.09, side: 1 }, 2, 9],
    ['rMultiple', { entry: 1.085, stop: 1.0875, exit: 1.0875, side: -1 }, -1, 9],
    ['rewardToRisk', { entry: 1.085, stop: 1.0825, target: 1.0925 }, 3, 9],
    ['breakEvenWinRate', { reward: 2, risk: 1 }, 33.33, 2],
    ['expectancy', { winRate: 40, averageWin: 200, averageLoss: 100 }, 20, 9],
    ['drawdown', { peak: 10000, trough: 8000 }, 20, 9],
    ['recoveryGain', { drawdownPercent: 50 }, 100, 9],
    ['recoveryGain', { drawdownPercent: 20 }, 25, 9],
    ['spreadCost', { spreadPips: 1.2, lots: 2, pipValuePerLot: 10 }, 24, 9],
    ['commission', { perSidePerLot: 3.5, lots: 2 }, 14, 9],
    [
      'swap',
      { points: -5.2, pointSize: 0.00001, lots: 1, contractSize: 100000, nights: 3, quoteToAccount: 1 },
      -15.6,
      9,
    ],
    ['carry', { notional: 100000, rateDifferencePercent: 4, days: 30 }, 328.77, 2],
    ['compound', { start: 10000, ratePercent: 2, periods: 12 }, 12682.42, 2],
    ['percentChange', { from: 1.085, to: 1.09 }, 0.4608, 4],
    ['fibonacciRetracement', { high: 1.1, low: 1.08, ratio: 0.618 }, 1.08764, 9],
    ['mean', { values: [1.085, 1.0872, 1.0866, 1.0852] }, 1.086, 9],
  ])('%s(%o) = %d', (name, inputs, expected, digits) => {
    expect(compute(name, inputs)).toBeCloseTo(expected, digits);
  });
});
