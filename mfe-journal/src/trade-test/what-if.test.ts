import type { StatsSummary } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { validStopPips, whatIfCounts, whatIfQuery, whatIfRows } from './what-if';

const summary = (patch: Partial<StatsSummary>): StatsSummary => ({
  trades: 10,
  smallSample: true,
  currency: 'EUR',
  net: '100',
  grossProfit: '300',
  grossLoss: '-200',
  wins: 5,
  losses: 5,
  breakevens: 0,
  winRate: 50,
  profitFactor: '1.5',
  expectancy: '10',
  expectancyR: '0.2',
  rTrades: 10,
  averageWin: '60',
  averageLoss: '-40',
  largestWin: '100',
  largestLoss: '-80',
  maxDrawdown: '150',
  maxDrawdownPercent: '1.5',
  recoveryFactor: '0.67',
  longestWinStreak: 2,
  longestLossStreak: 3,
  averageHoldingMinutes: 60,
  tradesPerDay: '1',
  firstTrade: null,
  lastTrade: null,
  ...patch,
});

describe('the what-if query', () => {
  it('is the list’s filters in the user’s zone with the rule, and the pips only for a fixed stop', () => {
    expect(whatIfQuery({ accountId: 'a1', strategyId: 's1' }, 'UTC', 'after-two-losses', 20)).toBe(
      'accountId=a1&strategyId=s1&timeZone=UTC&rule=after-two-losses',
    );
    expect(whatIfQuery({}, 'UTC', 'fixed-stop', 15)).toBe('timeZone=UTC&rule=fixed-stop&pips=15');
    expect(whatIfQuery({ fromDate: '2026-03-01' }, 'Europe/Madrid', 'london-only', null)).toBe(
      'from=2026-02-28T23%3A00%3A00.000Z&timeZone=Europe%2FMadrid&rule=london-only',
    );
  });

  it('takes a whole number of pips in range', () => {
    expect(validStopPips(20)).toBe(20);
    expect(validStopPips(0)).toBeNull();
    expect(validStopPips(12.5)).toBeNull();
    expect(validStopPips(10_001)).toBeNull();
    expect(validStopPips(10_000)).toBe(10_000);
    expect(validStopPips(null)).toBeNull();
  });
});

describe('the figures with and without the rule', () => {
  const before = summary({});
  const after = summary({
    trades: 7,
    net: '180.5',
    winRate: 57.1,
    profitFactor: '2.2',
    expectancy: '25.79',
    expectancyR: '0.45',
    maxDrawdown: '90',
  });
  const rows = Object.fromEntries(whatIfRows({ before, after }).map((row) => [row.key, row]));

  it('shows both sides and the difference, in Spanish formats', () => {
    expect(rows.net).toMatchObject({
      before: '100,00\u00a0€',
      after: '180,50\u00a0€',
      difference: '+80,50\u00a0€',
      tone: 'success',
    });
    expect(rows.winRate).toMatchObject({ before: '50 %', after: '57,1 %', difference: '+7,1 puntos' });
    expect(rows.profitFactor).toMatchObject({ before: '1,5', after: '2,2', difference: '+0,70' });
    expect(rows.expectancyR).toMatchObject({ before: '+0,20 R', after: '+0,45 R', difference: '+0,25 R' });
    expect(rows.trades).toMatchObject({ before: '10', after: '7', difference: '-3', tone: undefined });
  });

  it('counts a smaller drawdown as better, and leaves a figure without value blank', () => {
    expect(rows.maxDrawdown).toMatchObject({ difference: '-60,00\u00a0€', tone: 'success' });
    const none = Object.fromEntries(
      whatIfRows({ before, after: summary({ profitFactor: null, expectancyR: null }) }).map((row) => [
        row.key,
        row,
      ]),
    );
    expect(none.profitFactor).toMatchObject({ after: '—', difference: '', tone: undefined });
    expect(none.expectancyR).toMatchObject({ after: '—', difference: '' });
  });

  it('counts what the rule did, singular and plural', () => {
    expect(whatIfCounts({ removed: 1, changed: 0, unknown: 3 })).toEqual({
      removed: '1 operación eliminada',
      changed: '0 modificadas',
      unknown: '3 sin datos suficientes',
    });
    expect(whatIfCounts({ removed: 12, changed: 1, unknown: 1 })).toEqual({
      removed: '12 operaciones eliminadas',
      changed: '1 modificada',
      unknown: '1 sin datos suficientes',
    });
  });
});
