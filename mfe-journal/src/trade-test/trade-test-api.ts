import { apiFetch } from '@pipcrafters/api-client';
import type { PlanTestInput, PlanTestResult, WhatIfResult } from '@pipcrafters/contracts';

/** Under `journal`, so a trade added or changed elsewhere (useJournalUpdates) reads the what-if again. */
export const tradeTestKeys = {
  whatIf: (query: string) => ['journal', 'what-if', query] as const,
};

export const tradeTestApi = {
  /** The plan tested; "today" (for the day's loss so far) is the user's day in `timeZone`. */
  planTest: ({ input, timeZone }: { input: PlanTestInput; timeZone: string }) =>
    apiFetch<PlanTestResult>('/api/journal/plan-tests', { method: 'POST', body: { ...input, timeZone } }),
  whatIf: (query: string, signal?: AbortSignal) =>
    apiFetch<WhatIfResult>(`/api/journal/what-if?${query}`, { signal }),
};
