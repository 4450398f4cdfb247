import { apiFetch } from '@pipcrafters/api-client';
import type { Insight, JournalStats, ReadinessStats, StatsComparison } from '@pipcrafters/contracts';

/** Under `journal`, so a trade added, changed or deleted (useJournalUpdates) reads the figures again. */
export const edgePilotKeys = {
  stats: (query: string) => ['journal', 'stats', query] as const,
  insights: (query: string) => ['journal', 'insights', query] as const,
  compare: (query: string) => ['journal', 'stats-compare', query] as const,
  readiness: (query: string) => ['journal', 'stats-readiness', query] as const,
};

export const edgePilotApi = {
  stats: (query: string, signal?: AbortSignal) =>
    apiFetch<JournalStats>(`/api/journal/stats?${query}`, { signal }),
  insights: (query: string, signal?: AbortSignal) =>
    apiFetch<Insight[]>(`/api/journal/insights?${query}`, { signal }),
  compare: (query: string, signal?: AbortSignal) =>
    apiFetch<StatsComparison>(`/api/journal/stats/compare?${query}`, { signal }),
  readiness: (query: string, signal?: AbortSignal) =>
    apiFetch<ReadinessStats>(`/api/journal/stats/readiness?${query}`, { signal }),
};
