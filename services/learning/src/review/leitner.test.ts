import { REVIEW_INTERVAL_DAYS } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { afterReview, firstReview, intervalDays, MAX_BOX } from './leitner';

const now = new Date('2026-11-23T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('Leitner review intervals', () => {
  it('waits 1, 3, 7, 14 and 30 days in boxes 1 to 5', () => {
    expect(REVIEW_INTERVAL_DAYS).toEqual([1, 3, 7, 14, 30]);
    expect([1, 2, 3, 4, 5].map(intervalDays)).toEqual([1, 3, 7, 14, 30]);
    expect(MAX_BOX).toBe(5);
  });

  it('puts a new card in box 1, due tomorrow', () => {
    expect(firstReview(now)).toEqual({ box: 1, dueAt: inDays(1) });
  });

  it('moves a right answer up one box and waits that box', () => {
    expect(afterReview(1, true, now)).toEqual({ box: 2, dueAt: inDays(3) });
    expect(afterReview(3, true, now)).toEqual({ box: 4, dueAt: inDays(14) });
    expect(afterReview(5, true, now)).toEqual({ box: 5, dueAt: inDays(30) });
  });

  it('sends a wrong answer back to box 1, whatever box it was in', () => {
    expect(afterReview(4, false, now)).toEqual({ box: 1, dueAt: inDays(1) });
    expect(afterReview(1, false, now)).toEqual({ box: 1, dueAt: inDays(1) });
  });
});
