import { apiFetch } from '@pipcrafters/api-client';
import type {
  Badge,
  CreateMissionRequest,
  Mission,
  RestModeRequest,
  StreakView,
  UpdateMissionRequest,
  XpProfile,
} from '@pipcrafters/contracts';

/**
 * Every query of the progress service read by the missions pages lives under `progress`, so one invalidation
 * (a `progress:updated` push) refreshes them all.
 */
export const progressKeys = {
  all: ['progress'] as const,
  missions: () => ['progress', 'missions'] as const,
  xpProfile: () => ['progress', 'xp-profile'] as const,
  badges: () => ['progress', 'badges'] as const,
  streak: () => ['progress', 'streak'] as const,
};

const segment = (id: string) => encodeURIComponent(id);

export const missionsApi = {
  list: (signal?: AbortSignal) => apiFetch<Mission[]>('/api/missions', { signal }),
  create: (request: CreateMissionRequest) =>
    apiFetch<Mission>('/api/missions', { method: 'POST', body: request }),
  update: (id: string, request: UpdateMissionRequest) =>
    apiFetch<Mission>(`/api/missions/${segment(id)}`, { method: 'PATCH', body: request }),
  remove: (id: string) => apiFetch<void>(`/api/missions/${segment(id)}`, { method: 'DELETE' }),
  xpProfile: (signal?: AbortSignal) => apiFetch<XpProfile>('/api/xp/profile', { signal }),
  badges: (signal?: AbortSignal) => apiFetch<Badge[]>('/api/xp/badges', { signal }),
  streak: (signal?: AbortSignal) => apiFetch<StreakView>('/api/xp/streak', { signal }),
  startRest: (request: RestModeRequest) =>
    apiFetch<StreakView>('/api/xp/streak/rest', { method: 'PUT', body: request }),
  endRest: () => apiFetch<StreakView>('/api/xp/streak/rest', { method: 'DELETE' }),
};
