import { describe, expect, it } from 'vitest';
import type { GoalEntity } from './goal.entity';
import { goalProgress } from './goal-progress';

const goal = (fields: Partial<GoalEntity>): GoalEntity =>
  ({ kind: 'module', target: 6, status: 'active', deadline: null, reported: 0, ...fields }) as GoalEntity;

describe('goal progress', () => {
  it('has no schedule, so is never behind, without a deadline', () => {
    expect(goalProgress(goal({}), { current: 0 }, '2026-11-26', '2026-11-20')).toEqual({
      current: 0,
      expected: null,
      onTrack: null,
    });
  });

  it('expects a module goal to move evenly to its deadline', () => {
    const module = goal({ deadline: '2026-12-15' });
    // Set on 26 November, 20 days to the deadline; on 5 December (10 days in) 3 of 6 lessons are expected.
    expect(goalProgress(module, { current: 2 }, '2026-12-05', '2026-11-26')).toEqual({
      current: 2,
      expected: 3,
      onTrack: false,
    });
    expect(goalProgress(module, { current: 3 }, '2026-12-05', '2026-11-26').onTrack).toBe(true);
    expect(goalProgress(module, { current: 1, done: true }, '2026-12-20', '2026-11-26')).toMatchObject({
      current: 6,
      onTrack: true,
    });
  });

  it('expects a weekly goal to move evenly over the week', () => {
    const weekly = goal({ kind: 'weekly', target: 5 });
    // Thursday 26 November 2026 is the 4th day of the week: 5 × 4 / 7 → 2 expected.
    expect(goalProgress(weekly, { current: 1 }, '2026-11-26', '2026-11-01')).toEqual({
      current: 1,
      expected: 2,
      onTrack: false,
    });
    expect(goalProgress(weekly, { current: 0 }, '2026-11-23', '2026-11-01').onTrack).toBe(true);
  });
});
