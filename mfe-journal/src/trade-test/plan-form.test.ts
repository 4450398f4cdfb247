import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN,
  formatRewardRisk,
  type PlanFormValues,
  planLimits,
  planNeedsRate,
  toPlanTestInput,
  volumeForField,
} from './plan-form';

const plan: PlanFormValues = {
  ...EMPTY_PLAN,
  accountId: 'acc',
  symbol: 'eurusd',
  side: 'sell',
  entryPrice: '1,08500',
  stopLoss: '1.0870',
  takeProfit: '',
  volume: '0,5',
  strategyId: 's1',
  checked: ['c2', 'otra'],
  conversionRate: '0,8',
};
const strategy = {
  checklist: [
    { id: 'c1', text: 'Sin noticias' },
    { id: 'c2', text: 'Spread normal' },
  ],
};

describe('the plan as a PlanTestInput', () => {
  it('normalises the symbol and the numbers, keeps only the chosen strategy’s checklist, no rate unless needed', () => {
    expect(toPlanTestInput(plan, { needsConversionRate: false, strategy })).toEqual({
      accountId: 'acc',
      symbol: 'EURUSD',
      side: 'sell',
      entryPrice: '1.08500',
      stopLoss: '1.0870',
      takeProfit: null,
      volume: '0.5',
      strategyId: 's1',
      checked: ['c2'],
    });
  });

  it('sends the rate for a cross that needs it, and no checklist without a strategy', () => {
    const cross = toPlanTestInput(
      { ...plan, symbol: 'EURGBP', takeProfit: '1,0800' },
      { needsConversionRate: true, strategy },
    );
    expect(cross).toMatchObject({ conversionRate: '0.8', takeProfit: '1.0800' });
    expect(
      toPlanTestInput({ ...plan, strategyId: null }, { needsConversionRate: false, strategy: undefined }),
    ).toMatchObject({
      strategyId: null,
      checked: [],
    });
  });

  it('refuses an incomplete plan (the form validates first)', () => {
    expect(() =>
      toPlanTestInput({ ...plan, stopLoss: '' }, { needsConversionRate: false, strategy }),
    ).toThrow();
  });
});

describe('the conversion rate field', () => {
  it('is asked for only when the quote is neither the account’s currency nor the base', () => {
    expect(planNeedsRate('EURUSD', 'USD')).toBe(false);
    expect(planNeedsRate('USDJPY', 'USD')).toBe(false);
    expect(planNeedsRate('EURGBP', 'EUR')).toBe(false);
    expect(planNeedsRate('EURGBP', 'USD')).toBe(true);
    expect(planNeedsRate('GBPJPY', 'EUR')).toBe(true);
    expect(planNeedsRate('', 'USD')).toBe(false);
    expect(planNeedsRate('NOEXISTE', 'USD')).toBe(false);
    expect(planNeedsRate('EURGBP', undefined)).toBe(false);
  });
});

describe('the result’s figures', () => {
  it('writes the reward-to-risk and the allowed size the Spanish way', () => {
    expect(formatRewardRisk('2')).toBe('2 : 1');
    expect(formatRewardRisk('1.456')).toBe('1,46 : 1');
    expect(formatRewardRisk(null)).toBe('—');
    expect(volumeForField('0.25')).toBe('0,25');
  });

  it('measures the day against the strategy’s maximum daily loss, as money of the balance', () => {
    const risk = { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 };
    expect(planLimits({ balance: '10000' }, { risk })).toEqual({ maxOpenTrades: 2, dailyLossLimit: 300 });
    expect(planLimits({ balance: '1234.56' }, { risk: { ...risk, maxDailyLossPercent: '2.5' } })).toEqual({
      maxOpenTrades: 2,
      dailyLossLimit: 30.86,
    });
    expect(planLimits({ balance: '10000' }, undefined)).toEqual({
      maxOpenTrades: null,
      dailyLossLimit: null,
    });
  });
});
