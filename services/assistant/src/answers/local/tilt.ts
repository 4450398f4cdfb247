import type { Reflection, Trade } from '@pipcrafters/contracts';

/**
 * Signs of tilt in the journal's recent figures, as Clara reads them with the user's consent: a losing streak,
 * trading again right after a loss, a bigger size after a loss, more trades than usual today, and mood or stress
 * getting worse in the daily reflections. Each observation is stated with its figures, never guessed.
 */
export interface TiltSigns {
  losingStreak: number;
  /** Losses followed by a new trade opened within 30 minutes. */
  quickReentries: number;
  /** Losses followed by a trade at least 1.5 times the usual size. */
  biggerAfterLoss: number;
  tradesToday: number;
  /** The median of trades per day over the days traded before today. */
  usualPerDay: number;
  moodFalling: boolean;
  highStress: boolean;
  /** Trades and reflection days read. */
  tradesRead: number;
  reflectionsRead: number;
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function readTilt(trades: Trade[], reflections: Reflection[], today: string): TiltSigns {
  const ordered = [...trades].sort((a, b) => a.closeTime.localeCompare(b.closeTime));
  let losingStreak = 0;
  for (let index = ordered.length - 1; index >= 0 && ordered[index]?.outcome === 'loss'; index -= 1)
    losingStreak += 1;
  const usualSize = median(ordered.map((trade) => Number(trade.volume)));
  let quickReentries = 0;
  let biggerAfterLoss = 0;
  for (let index = 0; index < ordered.length - 1; index += 1) {
    const trade = ordered[index] as Trade;
    const next = ordered[index + 1] as Trade;
    if (trade.outcome !== 'loss') continue;
    const opened = Date.parse(next.openTime ?? next.closeTime);
    if (opened - Date.parse(trade.closeTime) <= 30 * 60_000) quickReentries += 1;
    if (usualSize > 0 && Number(next.volume) >= usualSize * 1.5) biggerAfterLoss += 1;
  }
  const perDay = new Map<string, number>();
  for (const trade of ordered)
    perDay.set(trade.closeTime.slice(0, 10), (perDay.get(trade.closeTime.slice(0, 10)) ?? 0) + 1);
  const tradesToday = perDay.get(today) ?? 0;
  const usualPerDay = median(
    [...perDay.entries()].filter(([day]) => day !== today).map(([, count]) => count),
  );
  const days = [...reflections].sort((a, b) => a.date.localeCompare(b.date));
  const moods = days
    .map((day) => day.moodAfter ?? day.moodBefore)
    .filter((mood): mood is number => mood !== null);
  const recent = moods.slice(-3);
  const before = moods.slice(-7, -3);
  const stress = days.map((day) => day.stress).filter((value): value is number => value !== null);
  return {
    losingStreak,
    quickReentries,
    biggerAfterLoss,
    tradesToday,
    usualPerDay,
    moodFalling: recent.length >= 2 && before.length >= 2 && mean(before) - mean(recent) >= 1,
    highStress: stress.slice(-2).length === 2 && stress.slice(-2).every((value) => value >= 4),
    tradesRead: ordered.length,
    reflectionsRead: days.length,
  };
}

/** Whether the signs together say "stop for a while". */
export const tilted = (signs: TiltSigns) =>
  signs.losingStreak >= 3 ||
  signs.quickReentries >= 2 ||
  signs.biggerAfterLoss >= 1 ||
  (signs.tradesToday >= 5 && signs.tradesToday >= signs.usualPerDay * 2) ||
  signs.moodFalling ||
  signs.highStress;
