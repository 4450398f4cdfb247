import type { Mission, UpdateMissionRequest } from '@pipcrafters/contracts';
import { MissionNotFoundError } from './mission-errors';

export interface ToggleResult {
  /** The mission as it was in the list when the toggle was asked for. */
  before: Mission;
  /** The server's answer. */
  reply: Mission;
}

/**
 * The spec's toggle (§4, §5): the mission must be in the loaded list, otherwise nothing is sent; the request asks
 * for the inverse of its current `isComplete`.
 */
export async function toggleMission(
  missions: readonly Mission[] | undefined,
  id: string,
  send: (id: string, request: UpdateMissionRequest) => Promise<Mission>,
): Promise<ToggleResult> {
  const before = missions?.find((mission) => mission.id === id);
  if (!before) throw new MissionNotFoundError();
  const reply = await send(id, { isComplete: !before.isComplete });
  return { before, reply };
}

/**
 * The list after a toggle's reply: the mission takes both `isComplete` and `status` from it (never the value that was
 * asked for), and the XP it now holds, so "+10 XP" and the daily-limit note follow the server.
 */
export function applyToggleReply(missions: readonly Mission[], reply: Mission): Mission[] {
  return missions.map((mission) =>
    mission.id === reply.id
      ? {
          ...mission,
          isComplete: reply.isComplete,
          status: reply.status,
          xpAwarded: reply.xpAwarded,
          completedAt: reply.completedAt,
        }
      : mission,
  );
}

/** A completion the server accepted without paying XP: the day's allowance of paid personal missions is spent. */
export function completedOverDailyLimit(mission: Mission): boolean {
  return mission.kind === 'personal' && mission.isComplete && mission.xpAwarded === 0;
}
