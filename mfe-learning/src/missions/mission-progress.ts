import type { MissionProgress } from '@pipcrafters/contracts';
import { formatNumber } from '../format/numbers';

/** How far along, 0–100, for a progress bar; a target of zero or less counts as nothing to show. */
export function progressPercent({ current, target }: MissionProgress): number {
  if (!(target > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

/** "3 / 5", numbers in Spanish. */
export function progressText({ current, target }: MissionProgress): string {
  return `${formatNumber(current, 0)} / ${formatNumber(target, 0)}`;
}
