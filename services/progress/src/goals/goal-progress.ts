import { daysBetween, weekStart } from '../calendar/local-days';
import type { GoalEntity } from './goal.entity';

export interface GoalMeasure {
  /** Lessons of the module done, this week's count or the reported figure. */
  current: number;
  /** The module is done (module goals). */
  done?: boolean;
}

/**
 * Where a goal stands and where it should be by now. A module goal with a deadline is expected to move evenly from
 * the day it was set to its deadline; a weekly goal evenly over the week (Monday to Sunday, today included); a
 * goal without a schedule is never "behind".
 */
export function goalProgress(goal: GoalEntity, measure: GoalMeasure, today: string, createdOn: string) {
  const current = Math.min(measure.done ? goal.target : measure.current, goal.target);
  let expected: number | null = null;
  if (goal.kind === 'weekly') {
    const daysIn = daysBetween(weekStart(today), today) + 1;
    expected = Math.floor((goal.target * daysIn) / 7);
  } else if (goal.deadline) {
    const total = Math.max(1, daysBetween(createdOn, goal.deadline) + 1);
    const elapsed = Math.min(total, Math.max(0, daysBetween(createdOn, today) + 1));
    expected = Math.floor((goal.target * elapsed) / total);
  }
  const finished = goal.status === 'completed' || current >= goal.target;
  const onTrack = expected === null || goal.status !== 'active' ? null : finished || current >= expected;
  return { current, expected, onTrack };
}
