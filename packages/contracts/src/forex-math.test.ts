import { describe, expect, it } from 'vitest';
import {
  moneyAtRisk,
  pipsBetween,
  pipValue,
  positionSize,
  quoteToAccountRate,
  riskPerLot,
} from './forex-math';
import { findInstrument, type Instrument } from './instruments';

const instrument = (symbol: string): Instrument => {
  const found = findInstrument(symbol);
  if (!found) throw new Error(symbol);
  return found;
};
const fixed = (value: { toFixed(places?: number): string } | null, places?: number) =>
  value === null ? null : value.toFixed(places);

// Every expected value below is worked by hand in the comment beside it.
describe('forex math', () => {
  it('EURUSD on a USD account: 10 USD a pip per lot, 200 USD at risk over 20 pips, 0.5 lot for 1 % of 10,000', () => {
    const eurusd = instrument('EURUSD');
    const stop = { instrument: eurusd, accountCurrency: 'USD', entryPrice: '1.10000', stopLoss: '1.09800' };
    // 0.0001 × 100,000 × 1 = 10
    expect(fixed(pipValue({ instrument: eurusd, volume: '1', accountCurrency: 'USD', price: '1.1' }))).toBe(
      '10',
    );
    // |1.10000 − 1.09800| / 0.0001 = 20 pips
    expect(pipsBetween(eurusd, '1.10000', '1.09800').toFixed()).toBe('20');
    // 0.002 × 100,000 × 1 = 200
    expect(fixed(moneyAtRisk({ ...stop, volume: '1' }))).toBe('200');
    // 0.002 × 100,000 × 0.35 = 70
    expect(fixed(moneyAtRisk({ ...stop, volume: '0.35' }))).toBe('70');
    // 10,000 × 1 % = 100; 100 / 200 = 0.5
    expect(fixed(positionSize({ ...stop, balance: '10000', riskPercent: '1' }), 2)).toBe('0.50');
  });

  it('USDJPY on a USD account converts yen through the entry price', () => {
    const usdjpy = instrument('USDJPY');
    const stop = { instrument: usdjpy, accountCurrency: 'USD', entryPrice: '150.000', stopLoss: '150.300' };
    // 1 / 150
    expect(quoteToAccountRate(usdjpy, 'USD', '150')?.times(150).toFixed()).toBe('1');
    // 30 pips of 0.01
    expect(pipsBetween(usdjpy, '150.000', '150.300').toFixed()).toBe('30');
    // 0.30 × 100,000 = 30,000 JPY; / 150 = 200 USD
    expect(fixed(moneyAtRisk({ ...stop, volume: '1' }))).toBe('200');
    // 0.01 × 100,000 / 150 = 6.666… USD a pip
    expect(
      fixed(pipValue({ instrument: usdjpy, volume: '1', accountCurrency: 'USD', price: '150' }), 4),
    ).toBe('6.6667');
    // 10,000 × 0.5 % = 50; 50 / 200 = 0.25
    expect(fixed(positionSize({ ...stop, balance: '10000', riskPercent: '0.5' }), 2)).toBe('0.25');
  });

  it('EURGBP on a USD account needs the GBP → USD rate, and rounds the size down', () => {
    const eurgbp = instrument('EURGBP');
    const stop = { instrument: eurgbp, accountCurrency: 'USD', entryPrice: '0.85000', stopLoss: '0.84850' };
    expect(moneyAtRisk({ ...stop, volume: '0.4' })).toBeNull();
    expect(positionSize({ ...stop, balance: '5000', riskPercent: '2' })).toBeNull();
    const withRate = { ...stop, conversionRate: '1.25' };
    // 0.0015 × 100,000 × 0.4 = 60 GBP; × 1.25 = 75 USD
    expect(fixed(moneyAtRisk({ ...withRate, volume: '0.4' }))).toBe('75');
    // 0.0001 × 100,000 × 1.25 = 12.5 USD a pip per lot
    expect(
      fixed(
        pipValue({
          instrument: eurgbp,
          volume: '1',
          accountCurrency: 'USD',
          price: '0.85',
          conversionRate: '1.25',
        }),
      ),
    ).toBe('12.5');
    // 5,000 × 2 % = 100; per lot 150 GBP × 1.25 = 187.5; 100 / 187.5 = 0.5333… → 0.53
    expect(fixed(positionSize({ ...withRate, balance: '5000', riskPercent: '2' }), 2)).toBe('0.53');
  });

  it('gold: 100 oz a lot, a pip of 0.01', () => {
    const gold = instrument('XAUUSD');
    const stop = { instrument: gold, accountCurrency: 'USD', entryPrice: '2000.00', stopLoss: '1995.00' };
    // 5 / 0.01 = 500 pips
    expect(pipsBetween(gold, '2000.00', '1995.00').toFixed()).toBe('500');
    // 0.01 × 100 × 1 = 1 USD a pip per lot
    expect(fixed(pipValue({ instrument: gold, volume: '1', accountCurrency: 'USD', price: '2000' }))).toBe(
      '1',
    );
    // 5 × 100 × 0.1 = 50
    expect(fixed(moneyAtRisk({ ...stop, volume: '0.1' }))).toBe('50');
    // 10,000 × 0.5 % = 50; per lot 500; 50 / 500 = 0.1
    expect(fixed(positionSize({ ...stop, balance: '10000', riskPercent: '0.5' }), 2)).toBe('0.10');
  });

  it('a EUR account: EURUSD through the entry price, GBPUSD through a given USD → EUR rate', () => {
    const eurusd = instrument('EURUSD');
    const stop = { instrument: eurusd, accountCurrency: 'EUR', entryPrice: '1.08000', stopLoss: '1.07800' };
    // 0.002 × 100,000 = 200 USD; / 1.08 = 185.185185… EUR
    expect(fixed(moneyAtRisk({ ...stop, volume: '1' }), 2)).toBe('185.19');
    // 2,500 × 1 % = 25; 25 / 185.185… = 0.135 → 0.13
    expect(fixed(positionSize({ ...stop, balance: '2500', riskPercent: '1' }), 2)).toBe('0.13');
    const gbpusd = instrument('GBPUSD');
    // 0.002 × 100,000 × 0.5 = 100 USD; × 0.92 = 92 EUR
    expect(
      fixed(
        moneyAtRisk({
          instrument: gbpusd,
          accountCurrency: 'EUR',
          entryPrice: '1.27000',
          stopLoss: '1.27200',
          volume: '0.5',
          conversionRate: '0.92',
        }),
      ),
    ).toBe('92');
  });

  it('no size for a stop at the entry; none for a balance that allows less than a step', () => {
    const eurusd = instrument('EURUSD');
    const flat = { instrument: eurusd, accountCurrency: 'USD', entryPrice: '1.1', stopLoss: '1.1' };
    expect(riskPerLot(flat)?.toFixed()).toBe('0');
    expect(positionSize({ ...flat, balance: '10000', riskPercent: '1' })).toBeNull();
    // 100 × 1 % = 1; per lot 200 (20 pips) → 0.005 → 0
    const tiny = { instrument: eurusd, accountCurrency: 'USD', entryPrice: '1.10000', stopLoss: '1.09800' };
    expect(fixed(positionSize({ ...tiny, balance: '100', riskPercent: '1' }), 2)).toBe('0.00');
    // A lot step of 0.1: 10,000 × 1.5 % = 150; / 200 = 0.75 → 0.7
    expect(fixed(positionSize({ ...tiny, balance: '10000', riskPercent: '1.5', lotStep: '0.1' }), 1)).toBe(
      '0.7',
    );
  });
});
