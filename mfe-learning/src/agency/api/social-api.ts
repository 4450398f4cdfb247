import { apiFetch, downloadFile } from '@pipcrafters/api-client';
import type {
  SocialCaptionsRequest,
  SocialCaptionsResponse,
  SocialPost,
  SocialPostInput,
} from '@pipcrafters/contracts';

/** An instant range [from, to) of the calendar, as ISO strings. */
export interface PostRange {
  from: string;
  to: string;
}

export const socialKeys = {
  all: ['agency', 'social'] as const,
  posts: () => ['agency', 'social', 'posts'] as const,
  range: (range: PostRange) => ['agency', 'social', 'posts', range.from, range.to] as const,
};

const BASE = '/api/assistant/social';
const postPath = (id: string) => `${BASE}/posts/${encodeURIComponent(id)}`;
const query = (range: PostRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const socialApi = {
  captions: (request: SocialCaptionsRequest) =>
    apiFetch<SocialCaptionsResponse>(`${BASE}/captions`, { method: 'POST', body: request }),
  posts: (range: PostRange, signal?: AbortSignal) =>
    apiFetch<SocialPost[]>(`${BASE}/posts?${query(range)}`, { signal }),
  create: (input: SocialPostInput) => apiFetch<SocialPost>(`${BASE}/posts`, { method: 'POST', body: input }),
  update: (id: string, input: SocialPostInput) =>
    apiFetch<SocialPost>(postPath(id), { method: 'PUT', body: input }),
  remove: (id: string) => apiFetch<void>(postPath(id), { method: 'DELETE' }),
  /** Dates and times in the user's zone (the iCalendar file keeps instants in UTC, as calendars read them). */
  exportCsv: (range: PostRange, timeZone: string) =>
    downloadFile(`${BASE}/calendar.csv?${new URLSearchParams({ ...range, timeZone })}`, 'calendario.csv'),
  exportIcs: (range: PostRange) => downloadFile(`${BASE}/calendar.ics?${query(range)}`, 'calendario.ics'),
};
