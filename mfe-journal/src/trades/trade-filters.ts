import type { TradeOutcome, TradeSide, TradeSortField } from '@pipcrafters/contracts';
import { addDays, startOfDay } from '../format/time';

/** What the user filters the list by; dates are local days (`YYYY-MM-DD`) in their zone, both ends included. */
export interface TradeFilters {
  accountId?: string;
  fromDate?: string;
  toDate?: string;
  symbol?: string;
  side?: TradeSide;
  tag?: string;
  outcome?: TradeOutcome;
  strategyId?: string;
}

export interface TradeSort {
  field: TradeSortField;
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: TradeSort = { field: 'closeTime', direction: 'desc' };
export const PAGE_SIZE = 50;

/**
 * The query string of the list, the CSV export and their totals. Local days become instants in the user's zone:
 * `from` is the start of the first day, `to` (exclusive) the start of the day after the last one.
 */
export function tradeQuery(
  filters: TradeFilters,
  timeZone: string,
  options: { sort?: TradeSort; pageSize?: number; cursor?: string | null } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.accountId) params.set('accountId', filters.accountId);
  if (filters.fromDate) params.set('from', startOfDay(filters.fromDate, timeZone));
  if (filters.toDate) params.set('to', startOfDay(addDays(filters.toDate, 1), timeZone));
  const symbol = filters.symbol?.trim();
  if (symbol) params.set('symbol', symbol);
  if (filters.side) params.set('side', filters.side);
  const tag = filters.tag?.trim().toLowerCase();
  if (tag) params.set('tag', tag);
  if (filters.outcome) params.set('outcome', filters.outcome);
  if (filters.strategyId) params.set('strategyId', filters.strategyId);
  if (options.sort) {
    params.set('sort', options.sort.field);
    params.set('direction', options.sort.direction);
  }
  if (options.pageSize) params.set('pageSize', String(options.pageSize));
  if (options.cursor) params.set('cursor', options.cursor);
  return params;
}

/** True when any filter beyond the account narrows the list (the empty state then says so). */
export function hasNarrowingFilters(filters: TradeFilters): boolean {
  return Boolean(
    filters.fromDate ||
      filters.toDate ||
      filters.symbol?.trim() ||
      filters.side ||
      filters.tag?.trim() ||
      filters.outcome ||
      filters.strategyId,
  );
}
