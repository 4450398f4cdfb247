import type { Goal, GoalMetric } from '@pipcrafters/contracts';
import { formatCalendarDay, formatInteger } from './format';
import type { Tone } from './StatusTag';

const METRIC_UNITS: Record<GoalMetric, [one: string, many: string]> = {
  lessons: ['lección', 'lecciones'],
  quizzes: ['cuestionario', 'cuestionarios'],
  reviews: ['repaso', 'repasos'],
  'active-days': ['día activo', 'días activos'],
};

function unit(metric: GoalMetric, count: number): string {
  const [one, many] = METRIC_UNITS[metric];
  return count === 1 ? one : many;
}

/** "3 de 6 lecciones", "2 de 5 lecciones esta semana", "4 de 20". */
export function goalProgressText(goal: Pick<Goal, 'kind' | 'metric' | 'current' | 'target'>): string {
  const counts = `${formatInteger(goal.current)} de ${formatInteger(goal.target)}`;
  if (goal.kind === 'module') return `${counts} ${goal.target === 1 ? 'lección' : 'lecciones'}`;
  if (goal.kind === 'weekly' && goal.metric) return `${counts} ${unit(goal.metric, goal.target)} esta semana`;
  return counts;
}

export interface GoalTag {
  text: string;
  tone: Tone;
}

/** Where the goal stands: done, or on or behind schedule (none when it has no schedule). */
export function goalTag(goal: Pick<Goal, 'status' | 'onTrack'>): GoalTag | null {
  if (goal.status === 'completed') return { text: 'completada', tone: 'success' };
  if (goal.onTrack === true) return { text: 'en camino', tone: 'info' };
  if (goal.onTrack === false) return { text: 'vas por detrás', tone: 'warning' };
  return null;
}

/** "Fecha límite: 15 de diciembre de 2026", or null without a deadline. */
export function goalDeadlineText(goal: Pick<Goal, 'deadline'>): string | null {
  return goal.deadline ? `Fecha límite: ${formatCalendarDay(goal.deadline)}` : null;
}

/**
 * The goals the card lists: active ones first (in the order the server sends them, newest first), then completed.
 * Archived goals leave the list, as they leave the server's.
 */
export function listedGoals(goals: readonly Goal[]): Goal[] {
  const active = goals.filter((goal) => goal.status === 'active');
  const completed = goals.filter((goal) => goal.status === 'completed');
  return [...active, ...completed];
}

/** The cached list after a change the server confirmed (new goals first, as the server orders them). */
export const goalsAfter = {
  created: (goals: readonly Goal[], goal: Goal): Goal[] => [goal, ...goals],
  /** An archived goal leaves the list, as it leaves the server's. */
  saved: (goals: readonly Goal[], goal: Goal): Goal[] =>
    goal.status === 'archived'
      ? goals.filter((existing) => existing.id !== goal.id)
      : goals.map((existing) => (existing.id === goal.id ? goal : existing)),
  deleted: (goals: readonly Goal[], id: string): Goal[] => goals.filter((goal) => goal.id !== id),
};
