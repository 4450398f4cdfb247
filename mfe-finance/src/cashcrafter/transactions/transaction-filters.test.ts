import { describe, expect, it } from 'vitest';
import { exportQuery, hasFilters, PAGE_SIZE, transactionQuery } from './transaction-filters';

describe('the movements list query', () => {
  it('sends the filters chosen, the page size and the cursor, and nothing empty', () => {
    expect(transactionQuery({})).toBe(`limit=${PAGE_SIZE}`);
    expect(
      transactionQuery(
        {
          accountId: 'a1',
          categoryId: 'c1',
          kind: 'expense',
          from: '2025-06-01',
          to: '2025-06-30',
          q: ' súper ',
        },
        'next-1',
      ),
    ).toBe(
      'accountId=a1&categoryId=c1&kind=expense&from=2025-06-01&to=2025-06-30&q=s%C3%BAper&limit=50&cursor=next-1',
    );
    expect(transactionQuery({ q: '   ', accountId: '' })).toBe(`limit=${PAGE_SIZE}`);
  });

  it('exports with every filter of the list, without paging', () => {
    const filters = { accountId: 'a1', kind: 'expense' as const, from: '2025-06-01', q: 'bar' };
    expect(exportQuery(filters)).toBe('accountId=a1&kind=expense&from=2025-06-01&q=bar');
  });

  it('knows when any filter narrows the list', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '  ' })).toBe(false);
    expect(hasFilters({ kind: 'income' })).toBe(true);
  });
});
