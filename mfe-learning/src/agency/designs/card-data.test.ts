import type { JournalStats, Trade } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { equityCard, tradeFigures, tradeKicker, tradeOptionLabel } from './card-data';

const trade = (overrides: Partial<Trade> = {}): Trade =>
  ({
    id: 't1',
    accountId: 'a1',
    symbol: 'EURUSD',
    rawSymbol: 'EURUSD',
    side: 'buy',
    openTime: '2026-11-26T08:00:00.000Z',
    closeTime: '2026-11-26T23:30:00.000Z',
    net: '1234.50',
    pips: '35.2',
    rMultiple: '1.8',
    outcome: 'win',
    ...overrides,
  }) as Trade;

const options = { currency: 'USD', showAmounts: false, timeZone: 'Europe/Madrid' };
const values = (figures: { value: string }[]) => figures.map((figure) => figure.value).join(' | ');

describe('trade-recap figures', () => {
  it('hide money by default: pips, R and the close date in the user’s zone', () => {
    const figures = tradeFigures(trade(), options);
    expect(figures).toEqual([
      { label: 'Pips', value: '+35,2 pips', tone: 'positive' },
      { label: 'Riesgo-beneficio', value: '+1,80 R', tone: 'positive' },
      { label: 'Cerrada', value: '27 nov 2026', tone: 'neutral' },
    ]);
    expect(values(figures)).not.toMatch(/1\.?234|US\$|USD/);
  });

  it('show the net amount in the account’s currency when asked', () => {
    const figures = tradeFigures(trade({ net: '-1234.5', pips: '-20', rMultiple: '-1', outcome: 'loss' }), {
      ...options,
      showAmounts: true,
    });
    expect(figures[0]?.label).toBe('Resultado neto');
    expect(figures[0]?.value.replace(/\s/g, ' ')).toBe('-1234,50 US$');
    expect(figures.map((figure) => figure.tone)).toEqual(['negative', 'negative', 'negative']);
  });

  it('fall back to the outcome when the trade has neither pips nor R', () => {
    const figures = tradeFigures(trade({ pips: null, rMultiple: null }), options);
    expect(figures.map((figure) => figure.value)).toEqual(['Ganadora', '27 nov 2026']);
  });

  it('label the picker without money', () => {
    expect(tradeKicker({ symbol: 'XAUUSD', side: 'sell' })).toBe('XAUUSD · Venta');
    const label = tradeOptionLabel(trade(), 'America/Mexico_City');
    expect(label).toBe('EURUSD · Compra · 26 nov 2026 · +35,2 pips');
  });
});

describe('equity card', () => {
  const stats = {
    summary: {
      trades: 42,
      net: '2500',
      currency: 'EUR',
      winRate: 54.76,
      expectancyR: '0.31',
      maxDrawdownPercent: '6.2',
    },
    equity: [
      { time: '2026-01-01T00:00:00Z', equity: '10000', drawdown: '0' },
      { time: '2026-02-01T00:00:00Z', equity: '11000.5', drawdown: '0' },
      { time: '2026-03-01T00:00:00Z', equity: 'x', drawdown: '0' },
    ],
    groups: null,
  } as unknown as JournalStats;

  it('draws the curve without a scale and speaks in percentages and R when amounts are hidden', () => {
    const card = equityCard(stats, false);
    expect(card.series).toEqual([10000, 11000.5]);
    expect(values(card.figures)).toBe('42 operaciones | 54,8 % | +0,31 R');
    expect(values(card.figures)).not.toMatch(/2\.?500|€/);
  });

  it('puts the net result first when amounts are shown', () => {
    const card = equityCard(stats, true);
    expect(card.figures[0]?.value.replace(/\s/g, ' ')).toBe('+2500,00 €');
    expect(card.figures).toHaveLength(3);
  });
});
