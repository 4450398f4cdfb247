import { describe, expect, it } from 'vitest';
import {
  exportIgnoresFilters,
  exportQuery,
  hasFilters,
  PAGE_SIZE,
  transactionQuery,
} from './transaction-filters';

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

  it('exports with the account and the dates only, and says when other filters are left out', () => {
    const filters = { accountId: 'a1', kind: 'expense' as const, from: '2025-06-01', q: 'bar' };
    expect(exportQuery(filters)).toBe('accountId=a1&from=2025-06-01');
    expect(exportIgnoresFilters(filters)).toBe(true);
    expect(exportIgnoresFilters({ accountId: 'a1', to: '2025-06-30' })).toBe(false);
  });

  it('knows when any filter narrows the list', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '  ' })).toBe(false);
    expect(hasFilters({ kind: 'income' })).toBe(true);
  });
});
