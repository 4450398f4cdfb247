import { describe, expect, it } from 'vitest';
import { grossProfitOf, netOf, outcomeOf, pipsOf, rMultipleOf } from './trade-math';

const costs = { commission: '0', swap: '0', taxes: '0' };

describe('trade arithmetic', () => {
  it('EURUSD in a USD account: 1 lot, 20 pips is 200 USD; a 10-pip stop makes it 2 R', () => {
    const base = {
      side: 'buy' as const,
      symbol: 'EURUSD',
      accountCurrency: 'USD',
      volume: '1',
      stopLoss: '1.0990',
    };
    expect(pipsOf('buy', 'EURUSD', '1.10000', '1.10200')).toBe('20.0');
    const profit = grossProfitOf({ ...base, entryPrice: '1.10000', exitPrice: '1.10200' });
    expect(profit).toBe('200.00');
    expect(
      rMultipleOf({ ...base, entryPrice: '1.10000', exitPrice: '1.10200', profit: '200', ...costs }),
    ).toBe('2.00');
  });

  it('a JPY pair in a EUR account: pips of 0.01, profit converted through EURJPY itself when the base is EUR', () => {
    expect(pipsOf('sell', 'EURJPY', '160.500', '160.000')).toBe('50.0');
    // 0.5 lot short from 160.500 to 160.000: 0.5 × 100 000 × 0.5 = 25 000 JPY, / 160.000 = 156.25 EUR.
    expect(
      grossProfitOf({
        side: 'sell',
        symbol: 'EURJPY',
        accountCurrency: 'EUR',
        entryPrice: '160.500',
        exitPrice: '160.000',
        volume: '0.5',
        stopLoss: null,
      }),
    ).toBe('156.25');
    // USDJPY in a USD account: divide by the price.
    expect(
      grossProfitOf({
        side: 'buy',
        symbol: 'USDJPY',
        accountCurrency: 'USD',
        entryPrice: '150.000',
        exitPrice: '150.300',
        volume: '1',
        stopLoss: null,
      }),
    ).toBe('199.60');
  });

  it('gold: 100 oz a lot, a pip of 0.01; 0.10 lot from 2000.00 to 2010.00 is 100 USD and 1000 pips', () => {
    expect(pipsOf('buy', 'XAUUSD', '2000.00', '2010.00')).toBe('1000.0');
    const figures = {
      side: 'buy' as const,
      symbol: 'XAUUSD',
      accountCurrency: 'USD',
      entryPrice: '2000.00',
      exitPrice: '2010.00',
      volume: '0.1',
      stopLoss: '1995.00',
    };
    expect(grossProfitOf(figures)).toBe('100.00');
    expect(rMultipleOf({ ...figures, profit: '100', commission: '-7', swap: '0', taxes: '0' })).toBe('1.86');
  });

  it('a cross in a third currency needs a rate, or takes the one its profit implies', () => {
    const cross = {
      side: 'buy' as const,
      symbol: 'EURGBP',
      accountCurrency: 'USD',
      entryPrice: '0.85000',
      exitPrice: '0.85200',
      volume: '1',
      stopLoss: '0.84900',
    };
    expect(grossProfitOf(cross)).toBeNull();
    expect(grossProfitOf({ ...cross, conversionRate: '1.25' })).toBe('250.00');
    // 20 pips paid 250 USD: a 10-pip stop risked 125 USD, so 2 R.
    expect(rMultipleOf({ ...cross, profit: '250', ...costs })).toBe('2.00');
  });

  it('net includes every cost; exactly zero is a breakeven', () => {
    expect(netOf({ profit: '10.50', commission: '-7.00', swap: '-3.50', taxes: '0' })).toBe('0');
    expect(outcomeOf('0')).toBe('breakeven');
    expect(outcomeOf('-0.01')).toBe('loss');
    expect(outcomeOf('0.01')).toBe('win');
    expect(
      rMultipleOf({
        side: 'buy',
        symbol: 'EURUSD',
        accountCurrency: 'USD',
        entryPrice: '1.1',
        exitPrice: '1.2',
        volume: '1',
        stopLoss: null,
        profit: '1',
        ...costs,
      }),
    ).toBeNull();
  });
});
