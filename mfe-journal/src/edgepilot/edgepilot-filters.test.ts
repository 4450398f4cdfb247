import { describe, expect, it } from 'vitest';
import {
  compareQuery,
  compareSides,
  defaultPeriods,
  presetRange,
  resolveFilters,
  sideComplete,
  statsQuery,
  tradesLink,
} from './edgepilot-filters';

describe('period presets', () => {
  const today = '2026-03-15';
  it('turn into local days, both ends included', () => {
    expect(presetRange('todo', today)).toEqual({});
    expect(presetRange('mes', today)).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-15' });
    expect(presetRange('mes-anterior', today)).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(presetRange('mes-anterior', '2026-01-10')).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
    expect(presetRange('30-dias', today)).toEqual({ fromDate: '2026-02-14', toDate: '2026-03-15' });
    expect(presetRange('90-dias', today)).toEqual({ fromDate: '2025-12-16', toDate: '2026-03-15' });
    expect(presetRange('año', today)).toEqual({ fromDate: '2026-01-01', toDate: '2026-03-15' });
  });

  it('leave a custom range as typed, an empty end open', () => {
    expect(presetRange('personalizado', today, { fromDate: '2026-01-05', toDate: '' })).toEqual({
      fromDate: '2026-01-05',
      toDate: undefined,
    });
  });

  it('become the stats query in the user’s zone, with the zone and the breakdown', () => {
    const filters = resolveFilters(
      { period: 'mes', accountId: 'a1', symbol: ' EURUSD ', side: 'buy', tag: 'Londres' },
      today,
    );
    const params = new URLSearchParams(statsQuery(filters, 'Europe/Madrid', 'hour'));
    expect(Object.fromEntries(params)).toEqual({
      accountId: 'a1',
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-15T23:00:00.000Z',
      symbol: 'EURUSD',
      side: 'buy',
      tag: 'londres',
      timeZone: 'Europe/Madrid',
      groupBy: 'hour',
    });
  });
});

describe('comparisons', () => {
  it('put each side’s list query under a. and b., both in the user’s zone', () => {
    const [a, b] = compareSides(
      'periodos',
      { accountId: 'a1', fromDate: '2020-01-01' },
      { fromDate: '2026-01-01', toDate: '2026-01-31' },
      { fromDate: '2026-02-01', toDate: '2026-02-28' },
    );
    expect(Object.fromEntries(new URLSearchParams(compareQuery(a, b, 'UTC')))).toEqual({
      'a.accountId': 'a1',
      'a.from': '2026-01-01T00:00:00.000Z',
      'a.to': '2026-02-01T00:00:00.000Z',
      'a.timeZone': 'UTC',
      'b.accountId': 'a1',
      'b.from': '2026-02-01T00:00:00.000Z',
      'b.to': '2026-03-01T00:00:00.000Z',
      'b.timeZone': 'UTC',
    });
  });

  it('vary only the dimension compared: accounts keep the period, tags keep the account', () => {
    const base = { accountId: 'a1', fromDate: '2026-01-01', symbol: 'XAUUSD' };
    expect(compareSides('cuentas', base, { accountId: 'x' }, { accountId: 'y' })).toEqual([
      { accountId: 'x', fromDate: '2026-01-01', symbol: 'XAUUSD' },
      { accountId: 'y', fromDate: '2026-01-01', symbol: 'XAUUSD' },
    ]);
    const [, b] = compareSides('etiquetas', base, { tag: 'a' }, { tag: 'b' });
    expect(b).toEqual({ ...base, tag: 'b' });
    const [ruptura, rango] = compareSides(
      'estrategias',
      { ...base, strategyId: 'ignored' },
      { strategyId: 's1' },
      { strategyId: 's2' },
    );
    expect(ruptura).toEqual({ ...base, strategyId: 's1' });
    expect(new URLSearchParams(compareQuery(ruptura, rango, 'UTC')).get('b.strategyId')).toBe('s2');
  });

  it('wait for both sides to say what they are', () => {
    expect(sideComplete('periodos', { fromDate: '2026-02-01', toDate: '2026-01-01' })).toBe(false);
    expect(sideComplete('periodos', { fromDate: '2026-01-01', toDate: '2026-01-01' })).toBe(true);
    expect(sideComplete('cuentas', {})).toBe(false);
    expect(sideComplete('etiquetas', { tag: '  ' })).toBe(false);
    expect(sideComplete('estrategias', {})).toBe(false);
    expect(sideComplete('estrategias', { strategyId: 's1' })).toBe(true);
    expect(defaultPeriods('2026-03-31')).toEqual([
      { fromDate: '2026-01-31', toDate: '2026-03-01' },
      { fromDate: '2026-03-02', toDate: '2026-03-31' },
    ]);
  });
});

describe('an insight’s trades', () => {
  it('open /pipjournal with the account in its selector and the other filters as they are', () => {
    expect(tradesLink({ accountId: 'a1', weekday: '5', timeZone: 'Europe/Madrid' })).toBe(
      '/pipjournal?cuenta=a1&weekday=5&timeZone=Europe%2FMadrid',
    );
    expect(tradesLink({})).toBe('/pipjournal');
  });
});
