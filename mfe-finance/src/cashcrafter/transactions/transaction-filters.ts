import { CASH_LIMITS, type TransactionKind } from '@pipcrafters/contracts';

/** The movements list's filters, as chosen on the page (empty ones are absent). */
export interface TransactionFilters {
  accountId?: string;
  categoryId?: string;
  kind?: TransactionKind;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  q?: string;
}

/** A page of the list: 50 movements, well within the service's limit. */
export const PAGE_SIZE = Math.min(50, CASH_LIMITS.pageMax);

function params(entries: [string, string | undefined][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of entries) {
    const text = value?.trim();
    if (text) query.set(key, text);
  }
  return query.toString();
}

/** GET /api/finance/transactions's query: the filters, the page size and the cursor of the page wanted. */
export function transactionQuery(filters: TransactionFilters, cursor?: string | null): string {
  return params([
    ['accountId', filters.accountId],
    ['categoryId', filters.categoryId],
    ['kind', filters.kind],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q],
    ['limit', String(PAGE_SIZE)],
    ['cursor', cursor ?? undefined],
  ]);
}

/** The export's query: the list's filters, without paging (the CSV holds every movement they match). */
export function exportQuery(filters: TransactionFilters): string {
  return params([
    ['accountId', filters.accountId],
    ['categoryId', filters.categoryId],
    ['kind', filters.kind],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q],
  ]);
}

export const hasFilters = (filters: TransactionFilters) =>
  Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
