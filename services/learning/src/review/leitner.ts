import { REVIEW_INTERVAL_DAYS } from '@pipcrafters/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_BOX = REVIEW_INTERVAL_DAYS.length;

/** Days a card waits in `box` (1-based) before it is due again. */
export function intervalDays(box: number): number {
  const index = Math.min(Math.max(box, 1), MAX_BOX) - 1;
  return REVIEW_INTERVAL_DAYS[index] as number;
}

/** A card entering the queue (a completed lesson's question, or one answered wrong): box 1, due in a day. */
export function firstReview(now: Date): { box: number; dueAt: Date } {
  return { box: 1, dueAt: new Date(now.getTime() + intervalDays(1) * DAY_MS) };
}

/**
 * Leitner: a right answer moves the card up one box (at most the last) and waits that box's interval; a wrong one
 * sends it back to box 1, due again tomorrow.
 */
export function afterReview(box: number, correct: boolean, now: Date): { box: number; dueAt: Date } {
  const next = correct ? Math.min(box + 1, MAX_BOX) : 1;
  return { box: next, dueAt: new Date(now.getTime() + intervalDays(next) * DAY_MS) };
}
