import { apiFetch, bearerFetch, bearerUpload } from '@pipcrafters/api-client';
import type {
  Strategy,
  StrategyInput,
  StrategyStats,
  StrategyTemplate,
  StrategyVersion,
} from '@pipcrafters/contracts';

/**
 * Strategies live under `strategies`; the journal's figures for one under `journal`, so a trade added, changed or
 * deleted (the journal's realtime refresh invalidates `journal`) reads them again.
 */
export const strategyKeys = {
  all: ['strategies'] as const,
  list: () => ['strategies', 'list'] as const,
  detail: (id: string) => ['strategies', 'detail', id] as const,
  versions: (id: string) => ['strategies', 'versions', id] as const,
  templates: () => ['strategies', 'templates'] as const,
  stats: (id: string) => ['journal', 'strategy-stats', id] as const,
};

export const VERSIONS_PAGE = 20;

const segment = (id: string) => encodeURIComponent(id);
const one = (id: string) => `/api/strategies/${segment(id)}`;

/** `/api/strategies*` takes only `Authorization: Bearer` (bearerFetch); the figures come from the journal's cookie API. */
export const strategiesApi = {
  list: (signal?: AbortSignal) => bearerFetch<Strategy[]>('/api/strategies', { signal }),
  get: (id: string, signal?: AbortSignal) => bearerFetch<Strategy>(one(id), { signal }),
  create: (input: StrategyInput) => bearerFetch<Strategy>('/api/strategies', { method: 'POST', body: input }),
  update: (id: string, input: Partial<StrategyInput>) =>
    bearerFetch<Strategy>(one(id), { method: 'PATCH', body: input }),
  remove: (id: string) => bearerFetch<void>(one(id), { method: 'DELETE' }),
  duplicate: (id: string) => bearerFetch<Strategy>(`${one(id)}/duplicate`, { method: 'POST' }),
  templates: (signal?: AbortSignal) =>
    bearerFetch<StrategyTemplate[]>('/api/strategies/templates', { signal }),
  /** Newest first, `VERSIONS_PAGE` at a time; `before` asks for the versions older than that one. */
  versions: (id: string, before: number | undefined, signal?: AbortSignal) =>
    bearerFetch<StrategyVersion[]>(
      `${one(id)}/versions?limit=${VERSIONS_PAGE}${before === undefined ? '' : `&before=${before}`}`,
      { signal },
    ),
  uploadScreenshot: (id: string, file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return bearerUpload<unknown>(`${one(id)}/screenshots`, form);
  },
  deleteScreenshot: (id: string, screenshotId: string) =>
    bearerFetch<void>(`${one(id)}/screenshots/${segment(screenshotId)}`, { method: 'DELETE' }),
  stats: (id: string, signal?: AbortSignal) =>
    apiFetch<StrategyStats>(`/api/journal/strategies/${segment(id)}/stats`, { signal }),
};
