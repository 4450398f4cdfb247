import type { StatsSummary } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { performanceFigures } from './performance';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const summary = (patch: Partial<StatsSummary>) =>
  ({ trades: 0, winRate: null, net: '0', currency: 'EUR', ...patch }) as StatsSummary;

describe('the dashboard performance card', () => {
  it('shows the honest zeros before the first trade (and while nothing has loaded)', () => {
    for (const value of [undefined, summary({})]) {
      const figures = performanceFigures(value);
      expect(figures.hasTrades).toBe(false);
      expect([figures.trades, plain(figures.winRate), plain(figures.net)]).toEqual([
        '0 operaciones',
        '0 %',
        '0,00 €',
      ]);
    }
  });

  it('shows the journal’s trades, win rate and net in the trades’ currency', () => {
    const figures = performanceFigures(
      summary({ trades: 12345, winRate: 55.56, net: '-1234.5', currency: 'EUR' }),
    );
    expect(figures.hasTrades).toBe(true);
    expect(figures.trades).toBe('12.345 operaciones');
    expect(plain(figures.winRate)).toBe('55,6 %');
    expect(plain(figures.net)).toBe('-1234,50 €');
    expect(plain(performanceFigures(summary({ trades: 1, net: '12', currency: 'USD' })).net)).toBe(
      '12,00 US$',
    );
  });

  it('writes a plain number when the accounts mix currencies', () => {
    expect(plain(performanceFigures(summary({ trades: 3, net: '12345.6', currency: null })).net)).toBe(
      '12.345,60',
    );
  });
});
