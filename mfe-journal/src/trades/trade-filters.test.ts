import { describe, expect, it } from 'vitest';
import { hasNarrowingFilters, tradeQuery } from './trade-filters';

describe('the list’s filters as a query string', () => {
  it('turns local days into instants of the user’s zone, the last day included', () => {
    const params = tradeQuery({ fromDate: '2026-03-01', toDate: '2026-03-31' }, 'Europe/Madrid');
    expect(params.get('from')).toBe('2026-02-28T23:00:00.000Z');
    // 1 April starts at 00:00 CEST (summer time began on 29 March).
    expect(params.get('to')).toBe('2026-03-31T22:00:00.000Z');
  });

  it('keeps only the filters set, trimmed, with the sort and the page', () => {
    const params = tradeQuery(
      {
        accountId: 'a1',
        symbol: ' EURUSD ',
        side: 'sell',
        tag: ' Scalping ',
        outcome: 'loss',
        strategyId: 's1',
        toDate: '',
      },
      'UTC',
      { sort: { field: 'net', direction: 'asc' }, pageSize: 50, cursor: 'abc' },
    );
    expect(params.toString()).toBe(
      'accountId=a1&symbol=EURUSD&side=sell&tag=scalping&outcome=loss&strategyId=s1&sort=net&direction=asc&pageSize=50&cursor=abc',
    );
    expect(tradeQuery({ symbol: '  ' }, 'UTC').toString()).toBe('');
  });

  it('tells narrowing filters from the account alone', () => {
    expect(hasNarrowingFilters({ accountId: 'a1' })).toBe(false);
    expect(hasNarrowingFilters({ accountId: 'a1', outcome: 'win' })).toBe(true);
    expect(hasNarrowingFilters({ strategyId: 's1' })).toBe(true);
  });
});
