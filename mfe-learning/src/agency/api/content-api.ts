import { apiFetch, downloadFile } from '@pipcrafters/api-client';
import type {
  ContentDraft,
  ContentDraftInput,
  ContentDraftSummary,
  ContentExportFormat,
  ContentGenerated,
  ContentGenerateRequest,
} from '@pipcrafters/contracts';

export const contentKeys = {
  all: ['agency', 'content'] as const,
  drafts: () => ['agency', 'content', 'drafts'] as const,
  draft: (id: string) => ['agency', 'content', 'drafts', id] as const,
};

const BASE = '/api/assistant/content';
const draftPath = (id: string) => `${BASE}/drafts/${encodeURIComponent(id)}`;

export const contentApi = {
  generate: (request: ContentGenerateRequest) =>
    apiFetch<ContentGenerated>(`${BASE}/generate`, { method: 'POST', body: request }),
  drafts: (signal?: AbortSignal) => apiFetch<ContentDraftSummary[]>(`${BASE}/drafts`, { signal }),
  draft: (id: string, signal?: AbortSignal) => apiFetch<ContentDraft>(draftPath(id), { signal }),
  create: (input: ContentDraftInput) =>
    apiFetch<ContentDraft>(`${BASE}/drafts`, { method: 'POST', body: input }),
  update: (id: string, input: ContentDraftInput) =>
    apiFetch<ContentDraft>(draftPath(id), { method: 'PUT', body: input }),
  remove: (id: string) => apiFetch<void>(draftPath(id), { method: 'DELETE' }),
  exportFile: (id: string, format: ContentExportFormat) =>
    downloadFile(`${draftPath(id)}/export?${new URLSearchParams({ format })}`, `borrador.${format}`),
};
