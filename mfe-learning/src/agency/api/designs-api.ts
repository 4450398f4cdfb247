import { apiFetch } from '@pipcrafters/api-client';
import type {
  Design,
  DesignInput,
  DesignSuggestion,
  DesignSuggestRequest,
  JournalStats,
  Trade,
  TradePage,
  TradingAccount,
} from '@pipcrafters/contracts';

export const designKeys = {
  all: ['agency', 'designs'] as const,
  list: () => ['agency', 'designs', 'list'] as const,
};

/**
 * The journal's own keys (`journal` first), so a trade changed in PipJournal in this page's life reads these again
 * like the journal's pages do.
 */
export const journalCardKeys = {
  recentTrades: () => ['journal', 'trades', 'list', 'agency-recent'] as const,
  trade: (id: string) => ['journal', 'trades', 'detail', id] as const,
  accounts: () => ['journal', 'accounts'] as const,
  stats: () => ['journal', 'stats', ''] as const,
};

const BASE = '/api/assistant/designs';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** Trades a recap can be made from: the latest closed ones. */
const RECENT_TRADES = 50;

export const designsApi = {
  suggest: (request: DesignSuggestRequest) =>
    apiFetch<DesignSuggestion>(`${BASE}/suggest`, { method: 'POST', body: request }),
  list: (signal?: AbortSignal) => apiFetch<Design[]>(BASE, { signal }),
  create: (input: DesignInput) => apiFetch<Design>(BASE, { method: 'POST', body: input }),
  update: (id: string, input: DesignInput) => apiFetch<Design>(path(id), { method: 'PUT', body: input }),
  remove: (id: string) => apiFetch<void>(path(id), { method: 'DELETE' }),
  recentTrades: (signal?: AbortSignal) =>
    apiFetch<TradePage>(
      `/api/journal/trades?${new URLSearchParams({ pageSize: String(RECENT_TRADES), sort: 'closeTime', direction: 'desc' })}`,
      { signal },
    ),
  trade: (id: string, signal?: AbortSignal) =>
    apiFetch<Trade>(`/api/journal/trades/${encodeURIComponent(id)}`, { signal }),
  /** The accounts, for the currency of a trade's amount. */
  accounts: (signal?: AbortSignal) => apiFetch<TradingAccount[]>('/api/journal/accounts', { signal }),
  /** The equity series of every trade (EdgePilot's figures with no filter). */
  stats: (signal?: AbortSignal) => apiFetch<JournalStats>('/api/journal/stats', { signal }),
};
