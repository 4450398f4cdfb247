import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The spec's texts for a mission call that fails (§8): the local check has no period, the server's 404 has one. */
export const MISSION_NOT_FOUND_LOCALLY = 'Misión no encontrada';
export const MISSION_NOT_FOUND = 'Misión no encontrada.';

/** A toggle asked for a mission that is not in the loaded list: nothing was sent. */
export class MissionNotFoundError extends Error {
  constructor() {
    super(MISSION_NOT_FOUND_LOCALLY);
    this.name = 'MissionNotFoundError';
  }
}

/**
 * What the missions page says when a call fails: 401 and 404 in the spec's words, any other HTTP answer by its
 * status, and anything that never got an HTTP answer (offline, a bug) as unknown.
 */
export function missionErrorMessage(error: unknown): string {
  if (error instanceof MissionNotFoundError) return MISSION_NOT_FOUND_LOCALLY;
  if (!(error instanceof ApiError) || error.status === 0) return Messages.unknownError;
  if (error.status === 401) return Messages.unauthenticated;
  if (error.status === 404) return MISSION_NOT_FOUND;
  return `Error del servidor: ${error.status}`;
}

/** The server's own explanation, when it adds something to `missionErrorMessage` (a 409's or a 400's reason). */
export function missionErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const summary = missionErrorMessage(error);
  return error.message && error.message !== summary && ![401, 404].includes(error.status)
    ? error.message
    : undefined;
}
