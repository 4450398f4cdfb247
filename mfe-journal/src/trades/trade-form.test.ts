import type { Trade } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRADE_FORM,
  editChanges,
  type TradeFormValues,
  toTradeInput,
  tradeToFormValues,
} from './trade-form';

const values: TradeFormValues = {
  ...EMPTY_TRADE_FORM,
  accountId: 'acc',
  symbol: 'eurusd.pro',
  side: 'sell',
  openTime: '2026-03-05T09:15',
  closeTime: '2026-03-05T14:30',
  entryPrice: '1,08500',
  exitPrice: '1.08300',
  volume: '0,5',
  stopLoss: '1,0860',
  commission: '3,5',
  swap: '-0,4',
  tags: [' Londres ', 'londres', 'Plan'],
  emotionBefore: 'tranquilo',
  notes: '  **Bien** ejecutada  ',
};

describe('the form as a TradeInput', () => {
  it('normalises symbol, numbers, times (in the user’s zone), costs and tags', () => {
    expect(toTradeInput(values, 'Europe/Madrid', { needsConversionRate: false })).toEqual({
      accountId: 'acc',
      symbol: 'EURUSD',
      side: 'sell',
      openTime: '2026-03-05T08:15:00.000Z',
      closeTime: '2026-03-05T13:30:00.000Z',
      entryPrice: '1.08500',
      exitPrice: '1.08300',
      volume: '0.5',
      stopLoss: '1.0860',
      takeProfit: null,
      commission: '-3.5',
      swap: '-0.4',
      taxes: '0',
      tags: ['londres', 'plan'],
      notes: '**Bien** ejecutada',
      emotionBefore: 'tranquilo',
      emotionAfter: null,
      strategyId: null,
      followedRules: null,
    });
  });

  it('sends the strategy with its rule review, null until reviewed, and no review without a strategy', () => {
    const zone = 'UTC';
    const options = { needsConversionRate: false };
    expect(toTradeInput({ ...values, strategyId: 's1' }, zone, options)).toMatchObject({
      strategyId: 's1',
      followedRules: null,
    });
    expect(toTradeInput({ ...values, strategyId: 's1', followedRules: [] }, zone, options)).toMatchObject({
      strategyId: 's1',
      followedRules: [],
    });
    expect(toTradeInput({ ...values, strategyId: null, followedRules: ['r1'] }, zone, options)).toMatchObject(
      { strategyId: null, followedRules: null },
    );
  });

  it('sends the profit only when typed, and the rate only when the cross needs it and no profit is given', () => {
    const cross = { ...values, symbol: 'GBPJPY', conversionRate: '0,0061' };
    expect(toTradeInput(cross, 'UTC', { needsConversionRate: true }).conversionRate).toBe('0.0061');
    expect(toTradeInput(cross, 'UTC', { needsConversionRate: false }).conversionRate).toBeUndefined();
    const typed = toTradeInput({ ...cross, profit: '-12,30' }, 'UTC', { needsConversionRate: true });
    expect(typed).toMatchObject({ profit: '-12.30' });
    expect(typed.conversionRate).toBeUndefined();
  });

  it('reads a stored trade back into the form', () => {
    const trade = {
      accountId: 'acc',
      symbol: 'EURUSD',
      side: 'buy',
      openTime: null,
      closeTime: '2026-07-01T10:00:00.000Z',
      entryPrice: '1.1',
      exitPrice: '1.2',
      volume: '1',
      stopLoss: null,
      takeProfit: '1.3',
      commission: '-7.00',
      swap: '0.00',
      taxes: '0',
      profit: '10000',
      source: 'manual',
      tags: ['a'],
      emotionBefore: null,
      emotionAfter: 'confiado',
      notes: 'n',
      strategyId: 's1',
      followedRules: ['r2'],
    } as unknown as Trade;
    const form = tradeToFormValues(trade, 'Europe/Madrid');
    expect(form).toMatchObject({
      closeTime: '2026-07-01T12:00',
      commission: '7.00',
      swap: '',
      profit: '',
      openTime: '',
      strategyId: 's1',
      followedRules: ['r2'],
    });
    expect(toTradeInput(form, 'Europe/Madrid', { needsConversionRate: false })).toMatchObject({
      closeTime: '2026-07-01T10:00:00.000Z',
      commission: '-7.00',
      takeProfit: '1.3',
      strategyId: 's1',
      followedRules: ['r2'],
    });
  });
});

const NO_STRATEGY = { strategyId: null, followedRules: null };

describe('an edit’s changes', () => {
  const input = toTradeInput({ ...values, strategyId: 's1', followedRules: ['r1', 'r2'] }, 'UTC', {
    needsConversionRate: false,
  });

  it('leaves the strategy and its review out when neither changed', () => {
    const changes = editChanges(input, { strategyId: 's1', followedRules: ['r2', 'r1'] });
    expect(changes).not.toHaveProperty('strategyId');
    expect(changes).not.toHaveProperty('followedRules');
    expect(changes).toMatchObject({ symbol: 'EURUSD', notes: '**Bien** ejecutada' });
    expect(editChanges({ ...input, strategyId: null, followedRules: null }, NO_STRATEGY)).not.toHaveProperty(
      'strategyId',
    );
  });

  it('sends the review alone when only it changed, and both when the strategy did', () => {
    expect(editChanges(input, { strategyId: 's1', followedRules: null })).toMatchObject({
      followedRules: ['r1', 'r2'],
    });
    expect(editChanges(input, { strategyId: 's1', followedRules: ['r1'] })).not.toHaveProperty('strategyId');
    expect(editChanges(input, { strategyId: 's2', followedRules: null })).toMatchObject({
      strategyId: 's1',
      followedRules: ['r1', 'r2'],
    });
    expect(
      editChanges(
        { ...input, strategyId: null, followedRules: null },
        { strategyId: 's1', followedRules: [] },
      ),
    ).toMatchObject({
      strategyId: null,
      followedRules: null,
    });
  });
});
