import { levelFromXp, type Mission, XP_PER_LEVEL } from '@pipcrafters/contracts';

/** At most this many missions in the summary; the rest are on /misiones. */
export const TODAY_MISSIONS_LIMIT = 5;

export interface LevelProgress {
  level: number;
  /** XP earned inside the current level, 0–99. */
  xpInLevel: number;
  xpToNextLevel: number;
  percent: number;
}

export function levelProgress(xpTotal: number): LevelProgress {
  const xp = Number.isFinite(xpTotal) && xpTotal > 0 ? Math.floor(xpTotal) : 0;
  const xpInLevel = xp % XP_PER_LEVEL;
  return {
    level: levelFromXp(xp),
    xpInLevel,
    xpToNextLevel: XP_PER_LEVEL - xpInLevel,
    percent: Math.round((xpInLevel / XP_PER_LEVEL) * 100),
  };
}

/**
 * Today's missions: the daily ones of the current period (done or not, so the day's progress shows), then the
 * personal ones still open, oldest first; at most five.
 */
export function todaysMissions(missions: readonly Mission[]): Mission[] {
  const daily = missions.filter((mission) => mission.kind === 'daily' && mission.status !== 'expired');
  const personal = missions
    .filter((mission) => mission.kind === 'personal' && !mission.isComplete)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [...daily, ...personal].slice(0, TODAY_MISSIONS_LIMIT);
}
