import { apiFetch } from '@pipcrafters/api-client';
import type { Reflection, ReflectionDay, ReflectionInput } from '@pipcrafters/contracts';

/** Under `journal`: a trade added or changed (useJournalUpdates) reads the day's trades again. */
export const reflectionKeys = {
  all: () => ['journal', 'reflections'] as const,
  month: (from: string, to: string) => ['journal', 'reflections', 'list', from, to] as const,
  day: (date: string, timeZone: string) => ['journal', 'reflections', 'day', date, timeZone] as const,
};

const day = (date: string) => `/api/journal/reflections/${encodeURIComponent(date)}`;

export const reflectionApi = {
  list: (from: string, to: string, signal?: AbortSignal) =>
    apiFetch<Reflection[]>(`/api/journal/reflections?${new URLSearchParams({ from, to })}`, { signal }),
  day: (date: string, timeZone: string, signal?: AbortSignal) =>
    apiFetch<ReflectionDay>(`${day(date)}?${new URLSearchParams({ timeZone })}`, { signal }),
  save: (date: string, input: ReflectionInput) =>
    apiFetch<Reflection>(day(date), { method: 'PUT', body: input }),
  remove: (date: string) => apiFetch<void>(day(date), { method: 'DELETE' }),
};
