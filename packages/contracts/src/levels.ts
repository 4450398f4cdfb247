export const XP_PER_LEVEL = 100;

/** Level = floor(xpTotal / 100) + 1; level 1 with no points (and for any invalid amount). */
export function levelFromXp(xpTotal: number | null | undefined): number {
  if (typeof xpTotal !== 'number' || !Number.isFinite(xpTotal) || xpTotal < 0) return 1;
  return Math.floor(xpTotal / XP_PER_LEVEL) + 1;
}
