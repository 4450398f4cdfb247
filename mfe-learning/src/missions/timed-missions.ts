import type { Mission, MissionStatus } from '@pipcrafters/contracts';
import { remainingMs } from './countdown';

/**
 * A mission's status at `now`: one whose period ended while the page was open is expired (unless completed), as the
 * server will say on the next read, so the page need not be reloaded.
 */
export function statusAt(mission: Mission, now: number): MissionStatus {
  if (mission.status === 'completed' || mission.status === 'expired') return mission.status;
  return mission.endsAt !== null && remainingMs(mission.endsAt, now) <= 0 ? 'expired' : mission.status;
}

export interface TimedMissionGroups {
  daily: Mission[];
  weekly: Mission[];
  /** Missions of a period that has ended, completed or expired, the most recent period first. */
  past: Mission[];
}

const byEnd = (a: Mission, b: Mission) =>
  (a.endsAt ?? '').localeCompare(b.endsAt ?? '') || a.title.localeCompare(b.title, 'es');

/** The time-limited missions of the list, the current period's by kind and the ended ones apart. */
export function groupTimedMissions(missions: readonly Mission[], now: number): TimedMissionGroups {
  const groups: TimedMissionGroups = { daily: [], weekly: [], past: [] };
  for (const mission of missions) {
    if (mission.kind !== 'daily' && mission.kind !== 'weekly') continue;
    const ended =
      statusAt(mission, now) === 'expired' ||
      (mission.endsAt !== null && remainingMs(mission.endsAt, now) <= 0);
    groups[ended ? 'past' : mission.kind].push(mission);
  }
  groups.daily.sort(byEnd);
  groups.weekly.sort(byEnd);
  groups.past.sort((a, b) => byEnd(b, a));
  return groups;
}
