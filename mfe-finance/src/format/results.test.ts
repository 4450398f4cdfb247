import { CalculatorMessages } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatLots,
  formatRecommendedKelly,
  formatRewardToRisk,
  placeErrors,
  ratesDateLabel,
} from './results';

describe('result formatting', () => {
  it('writes lots the Spanish way, singular for one', () => {
    expect(formatLots('0.29')).toBe('0,29 lotes');
    expect(formatLots('1')).toBe('1 lote');
    expect(formatLots('0')).toBe('0 lotes');
  });

  it('writes the reward to risk as 1:N', () => {
    expect(formatRewardToRisk('2.5')).toBe('1:2,5');
    expect(formatRewardToRisk('2')).toBe('1:2');
  });

  it('dates the reference rates day first', () => {
    expect(ratesDateLabel('2025-06-30')).toBe('Tipos de cambio de referencia del 30/06/2025');
  });

  it('says "no operar" for a Kelly that is negative or nil', () => {
    expect(formatRecommendedKelly({ kellyPct: '-20', recommendedPct: '0' })).toBe('No operar (0 %)');
    expect(formatRecommendedKelly({ kellyPct: '25', recommendedPct: '12.5' })).toBe('12,5 %');
  });
});

describe('placeErrors', () => {
  const labels = { stopLossPips: 'Stop loss (pips)', entry: 'Entrada', stopLoss: 'Stop loss' };

  it('puts each message under the field it names, with the field’s label', () => {
    const placed = placeErrors([CalculatorMessages.positive('stopLossPips')], labels);
    expect(placed.byField).toEqual({
      stopLossPips: 'El campo «Stop loss (pips)» debe ser un número mayor que 0.',
    });
    expect(placed.general).toEqual([]);
  });

  it('puts a rule between fields under the first it names, and the rest apart', () => {
    const placed = placeErrors(
      [CalculatorMessages.longLevels, CalculatorMessages.missingRate('JPY', 'COP')],
      labels,
    );
    expect(Object.keys(placed.byField)).toEqual(['stopLoss']);
    expect(placed.byField.stopLoss).toContain('«Stop loss» debe estar por debajo de «Entrada»');
    expect(placed.general).toHaveLength(1);
  });
});
