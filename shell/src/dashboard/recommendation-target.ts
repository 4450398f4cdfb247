import type { Recommendation } from '@pipcrafters/contracts';

const DASHBOARD_PATHS = ['/', '/dashboard'];

/**
 * Where a recommendation's button goes. Advice about goals points at the dashboard itself, where a plain link would
 * do nothing visible: it goes to the Metas card instead.
 */
export function recommendationTarget(item: Pick<Recommendation, 'kind' | 'link'>): string {
  const isGoalAdvice = item.kind === 'goal' || item.kind === 'set-goal';
  return isGoalAdvice && DASHBOARD_PATHS.includes(item.link) ? '/dashboard#metas' : item.link;
}
