import { MAX_FREEZES, type StreakDayState } from '@pipcrafters/contracts';
import { addDays, daysBetween } from '../calendar/local-days';

export interface RestPeriod {
  from: string;
  until: string;
}

export interface StreakInput {
  /** Days with at least one activity, in the user's time zone (any order, duplicates allowed). */
  activeDays: readonly string[];
  restPeriods: readonly RestPeriod[];
  today: string;
}

export interface Streak {
  current: number;
  longest: number;
  activeToday: boolean;
  freezesAvailable: number;
  lastActiveDate: string | null;
  /** Every day from the first active one to today, with what it was for the streak. */
  states: Map<string, StreakDayState>;
}

/** A freeze is earned for every this many active days in a row. */
export const DAYS_PER_FREEZE = 7;

/**
 * The daily streak, replayed day by day from the first active day, so it depends only on what happened (never on
 * the order events arrived in): an active day adds one; a rest day keeps the streak as it is; a missed day uses a
 * freeze when one is left and the streak is alive, and ends the streak otherwise. Today, not studied yet, is still
 * open and breaks nothing. Seven active days in a row earn a freeze, up to MAX_FREEZES.
 */
export function replayStreak({ activeDays, restPeriods, today }: StreakInput): Streak {
  const active = new Set(activeDays.filter((day) => day <= today));
  const days = [...active].sort();
  const states = new Map<string, StreakDayState>();
  const first = days[0];
  if (!first) {
    return { current: 0, longest: 0, activeToday: false, freezesAvailable: 0, lastActiveDate: null, states };
  }
  const resting = (day: string) => restPeriods.some((period) => period.from <= day && day <= period.until);
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let run = 0;
  for (let offset = 0, span = daysBetween(first, today); offset <= span; offset++) {
    const day = addDays(first, offset);
    if (active.has(day)) {
      current += 1;
      run += 1;
      if (run % DAYS_PER_FREEZE === 0) freezes = Math.min(MAX_FREEZES, freezes + 1);
      longest = Math.max(longest, current);
      states.set(day, 'active');
    } else if (day === today) {
      states.set(day, 'today');
    } else if (resting(day)) {
      states.set(day, 'rest');
    } else if (current > 0 && freezes > 0) {
      freezes -= 1;
      states.set(day, 'frozen');
    } else {
      current = 0;
      run = 0;
      states.set(day, 'missed');
    }
  }
  return {
    current,
    longest,
    activeToday: active.has(today),
    freezesAvailable: freezes,
    lastActiveDate: days[days.length - 1] ?? null,
    states,
  };
}
