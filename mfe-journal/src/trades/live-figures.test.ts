import { describe, expect, it } from 'vitest';
import { type LiveInput, liveFigures } from './live-figures';

const base: LiveInput = {
  symbol: 'EURUSD',
  side: 'buy',
  accountCurrency: 'USD',
  entryPrice: '1.08500',
  exitPrice: '1.08700',
  volume: '1',
  stopLoss: null,
  commission: null,
  swap: null,
  taxes: null,
  profit: null,
  conversionRate: null,
};

describe('the new trade’s live figures', () => {
  it('counts pips and profit of a major in a USD account', () => {
    const figures = liveFigures({ ...base, commission: '-7', swap: '-1.5' });
    expect(figures.pips).toBe(20);
    expect(figures.grossProfit).toBe(200);
    expect(figures.net).toBe(191.5);
    expect(figures.needsConversionRate).toBe(false);
  });

  it('signs pips and profit against a sell that went up', () => {
    const figures = liveFigures({ ...base, side: 'sell', volume: '0.5' });
    expect(figures.pips).toBe(-20);
    expect(figures.grossProfit).toBe(-100);
  });

  it('reads broker symbols and the JPY pip', () => {
    const figures = liveFigures({
      ...base,
      symbol: 'usdjpy.pro',
      entryPrice: '151.200',
      exitPrice: '151.450',
    });
    expect(figures.instrument?.symbol).toBe('USDJPY');
    expect(figures.pips).toBe(25);
    // The account is in the base currency: profit in yen over the exit price.
    expect(figures.grossProfit).toBe(165.07);
  });

  it('asks for a rate on a cross whose quote is neither the account’s currency nor its base', () => {
    const input = {
      ...base,
      symbol: 'GBPJPY',
      accountCurrency: 'EUR',
      entryPrice: '190.00',
      exitPrice: '190.50',
    };
    expect(liveFigures(input)).toMatchObject({
      needsConversionRate: true,
      pips: 50,
      grossProfit: null,
      net: null,
    });
    expect(liveFigures({ ...input, conversionRate: '0.0061' }).grossProfit).toBe(305);
    expect(liveFigures({ ...input, profit: '300' }).net).toBe(300);
  });

  it('gives R as net over the money at risk at the stop', () => {
    const figures = liveFigures({ ...base, stopLoss: '1.08400', commission: '-10' });
    // Risk 10 pips × 10 USD = 100; net 190.
    expect(figures.rMultiple).toBe(1.9);
    expect(liveFigures({ ...base, stopLoss: '1.08500' }).rMultiple).toBeNull();
  });

  it('gold: 100 oz a lot, pips of 0.01', () => {
    const figures = liveFigures({
      ...base,
      symbol: 'GOLD',
      entryPrice: '2300.00',
      exitPrice: '2305.50',
      volume: '0.1',
    });
    expect(figures.pips).toBe(550);
    expect(figures.grossProfit).toBe(55);
  });

  it('shows nothing it cannot know', () => {
    expect(liveFigures({ ...base, symbol: 'ACME' })).toMatchObject({
      instrument: undefined,
      pips: null,
      net: null,
    });
    expect(liveFigures({ ...base, entryPrice: null })).toMatchObject({ pips: null, grossProfit: null });
  });
});
