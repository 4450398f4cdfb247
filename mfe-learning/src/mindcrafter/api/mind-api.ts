import { apiFetch } from '@pipcrafters/api-client';
import {
  type BreathingSession,
  type BreathingSessionRequest,
  CHECK_IN_HISTORY_DEFAULT_DAYS,
  type FocusDrill,
  type FocusDrillHistory,
  type FocusDrillRequest,
  type MindCheckIn,
  type MindCheckInRequest,
  type MindOverview,
  type MindRoutine,
  type MindSettings,
  type MindTiltResponse,
  type PutRoutineRequest,
  type PutRoutineTodayRequest,
} from '@pipcrafters/contracts';

/**
 * Every MindCrafter query lives under `mind`: an exercise done refreshes the overview (the page header) and its own
 * history; consent changes refresh the tilt meter.
 */
export const mindKeys = {
  all: ['mind'] as const,
  overview: () => ['mind', 'overview'] as const,
  checkIns: (days: number) => ['mind', 'check-ins', days] as const,
  breathingSessions: () => ['mind', 'breathing-sessions'] as const,
  focusDrills: () => ['mind', 'focus-drills'] as const,
  routine: () => ['mind', 'routine'] as const,
  settings: () => ['mind', 'settings'] as const,
  tilt: () => ['mind', 'tilt'] as const,
};

const BASE = '/api/learning/mind';

export const mindApi = {
  overview: (signal?: AbortSignal) => apiFetch<MindOverview>(`${BASE}/overview`, { signal }),
  checkIns: (days = CHECK_IN_HISTORY_DEFAULT_DAYS, signal?: AbortSignal) =>
    apiFetch<MindCheckIn[]>(`${BASE}/check-ins?${new URLSearchParams({ days: String(days) })}`, { signal }),
  checkIn: (request: MindCheckInRequest) =>
    apiFetch<MindCheckIn>(`${BASE}/check-ins`, { method: 'POST', body: request }),
  breathingSessions: (signal?: AbortSignal) =>
    apiFetch<BreathingSession[]>(`${BASE}/breathing-sessions`, { signal }),
  recordBreathing: (request: BreathingSessionRequest) =>
    apiFetch<BreathingSession>(`${BASE}/breathing-sessions`, { method: 'POST', body: request }),
  focusDrills: (signal?: AbortSignal) => apiFetch<FocusDrillHistory>(`${BASE}/focus-drills`, { signal }),
  recordFocusDrill: (request: FocusDrillRequest) =>
    apiFetch<FocusDrill>(`${BASE}/focus-drills`, { method: 'POST', body: request }),
  routine: (signal?: AbortSignal) => apiFetch<MindRoutine>(`${BASE}/routine`, { signal }),
  saveRoutine: (request: PutRoutineRequest) =>
    apiFetch<MindRoutine>(`${BASE}/routine`, { method: 'PUT', body: request }),
  tickRoutine: (request: PutRoutineTodayRequest) =>
    apiFetch<MindRoutine>(`${BASE}/routine/today`, { method: 'PUT', body: request }),
  settings: (signal?: AbortSignal) => apiFetch<MindSettings>(`${BASE}/settings`, { signal }),
  saveSettings: (request: MindSettings) =>
    apiFetch<MindSettings>(`${BASE}/settings`, { method: 'PUT', body: request }),
  tilt: (signal?: AbortSignal) => apiFetch<MindTiltResponse>(`${BASE}/tilt`, { signal }),
};
