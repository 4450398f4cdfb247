import { describe, expect, it } from 'vitest';
import { CONTRACT_SIZE, pipMove, pipsBetween, pipValue, requiredMargin } from './forex-math';

describe('pip calculator', () => {
  it('counts 22 pips from 1,0850 to 1,0872 in EUR/USD, without float noise', () => {
    expect(pipsBetween(1.085, 1.0872, 'normal')).toBe(22);
    expect(pipsBetween(1.0872, 1.085, 'normal')).toBe(-22);
  });

  it('counts 25 pips from 151,20 to 151,45 in USD/JPY', () => {
    expect(pipsBetween(151.2, 151.45, 'jpy')).toBe(25);
  });

  it('keeps the fractional pip (a fifth decimal)', () => {
    expect(pipsBetween(1.085, 1.08505, 'normal')).toBe(0.5);
  });

  it('values a pip at 10 of the quote currency per standard lot, 1.000 in yen pairs', () => {
    expect(pipValue(1, 'normal')).toBe(10);
    expect(pipValue(0.1, 'normal')).toBe(1);
    expect(pipValue(0.01, 'normal')).toBe(0.1);
    expect(pipValue(1, 'jpy')).toBe(1000);
  });

  it('values the move: 22 pips of one lot are 220 USD, 25 pips of half a lot in USD/JPY 12.500 JPY', () => {
    expect(pipMove(1.085, 1.0872, 1, 'normal')).toEqual({ pips: 22, pipValue: 10, value: 220 });
    expect(pipMove(151.2, 151.45, 0.5, 'jpy')).toEqual({ pips: 25, pipValue: 500, value: 12500 });
    expect(pipMove(1.0872, 1.085, 0.3, 'normal').value).toBe(-66);
  });
});

describe('margin calculator', () => {
  it('holds notional ÷ leverage: 1 lot of EUR/USD at 1,0850 with 1:30', () => {
    const result = requiredMargin(1, 1.085, 30);
    expect(result.units).toBe(CONTRACT_SIZE);
    expect(result.notional).toBe(108500);
    expect(result.margin).toBe(3616.67);
    expect(result.marginInBase).toBe(3333.33);
  });

  it('scales with the size and falls with more leverage', () => {
    expect(requiredMargin(0.1, 1.085, 30).margin).toBe(361.67);
    expect(requiredMargin(2, 151.2, 20).margin).toBe(1512000);
    expect(requiredMargin(1, 1.2, 100).margin).toBe(1200);
  });
});
