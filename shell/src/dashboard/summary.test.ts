import type { Mission } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { levelProgress, todaysMissions } from './summary';

function mission(id: string, overrides: Partial<Mission>): Mission {
  return {
    id,
    title: id,
    description: '',
    isComplete: false,
    status: 'pending',
    kind: 'personal',
    xpReward: 10,
    xpAwarded: 0,
    progress: null,
    link: null,
    startsAt: null,
    endsAt: null,
    completedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('level progress', () => {
  it('starts at level 1 with 100 XP to go', () => {
    expect(levelProgress(0)).toEqual({ level: 1, xpInLevel: 0, xpToNextLevel: 100, percent: 0 });
  });

  it('counts the XP inside the level (Level = floor(xp / 100) + 1)', () => {
    expect(levelProgress(99)).toEqual({ level: 1, xpInLevel: 99, xpToNextLevel: 1, percent: 99 });
    expect(levelProgress(100)).toEqual({ level: 2, xpInLevel: 0, xpToNextLevel: 100, percent: 0 });
    expect(levelProgress(265)).toEqual({ level: 3, xpInLevel: 65, xpToNextLevel: 35, percent: 65 });
  });

  it('treats an impossible amount as no XP', () => {
    expect(levelProgress(-5).level).toBe(1);
    expect(levelProgress(Number.NaN)).toEqual({ level: 1, xpInLevel: 0, xpToNextLevel: 100, percent: 0 });
  });
});

describe("today's missions", () => {
  it("lists today's daily missions first, then the open personal ones, oldest first", () => {
    const missions = [
      mission('personal-new', { createdAt: '2026-03-03T10:00:00.000Z' }),
      mission('daily-done', { kind: 'daily', isComplete: true, status: 'completed' }),
      mission('personal-old', { createdAt: '2026-03-01T10:00:00.000Z' }),
      mission('daily-open', { kind: 'daily', status: 'in_progress', progress: { current: 1, target: 3 } }),
    ];
    expect(todaysMissions(missions).map((m) => m.id)).toEqual([
      'daily-done',
      'daily-open',
      'personal-old',
      'personal-new',
    ]);
  });

  it('leaves out expired, weekly, platform and completed personal missions', () => {
    const missions = [
      mission('daily-yesterday', { kind: 'daily', status: 'expired' }),
      mission('weekly', { kind: 'weekly' }),
      mission('platform', { kind: 'platform' }),
      mission('personal-done', { isComplete: true, status: 'completed' }),
    ];
    expect(todaysMissions(missions)).toEqual([]);
  });

  it('shows five at most', () => {
    const missions = Array.from({ length: 8 }, (_, i) => mission(`m${i}`, {}));
    expect(todaysMissions(missions)).toHaveLength(5);
  });
});
