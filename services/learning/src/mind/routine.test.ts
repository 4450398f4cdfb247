import { describe, expect, it } from 'vitest';
import { completesFirstTime, routineToday } from './routine';

describe('routine completion', () => {
  const items = ['a', 'b', 'c'];

  it('is complete only when every item is ticked', () => {
    expect(routineToday(items, ['a', 'b'])).toEqual({ checkedIds: ['a', 'b'], completed: false });
    expect(routineToday(items, ['c', 'a', 'b'])).toEqual({ checkedIds: ['a', 'b', 'c'], completed: true });
  });

  it('a routine with no items is never complete', () => {
    expect(routineToday([], [])).toEqual({ checkedIds: [], completed: false });
  });

  it('ticks of removed items do not count, and repeated ticks count once', () => {
    expect(routineToday(items, ['a', 'a', 'gone', 'b'])).toEqual({
      checkedIds: ['a', 'b'],
      completed: false,
    });
    expect(routineToday(['a'], ['a', 'gone'])).toEqual({ checkedIds: ['a'], completed: true });
  });

  it('announces the exercise the first time the day is completed, never again that day', () => {
    expect(completesFirstTime(null, { completed: true })).toBe(true);
    expect(completesFirstTime({ completedAt: null }, { completed: true })).toBe(true);
    expect(completesFirstTime({ completedAt: new Date() }, { completed: true })).toBe(false);
    expect(completesFirstTime({ completedAt: null }, { completed: false })).toBe(false);
  });
});
