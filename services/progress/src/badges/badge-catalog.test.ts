import { describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../activity/metrics';
import { ProgressMessages } from '../messages';
import { BADGES, type BadgeStats, earnedBadges } from './badge-catalog';

const none: BadgeStats = { ...NO_COUNTS, longestStreak: 0, xpTotal: 0, timedMissions: 0, goalsCompleted: 0 };

describe('badges', () => {
  it('has at least 15, each with a Spanish title and how to earn it, codes unique', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(BADGES.map((badge) => badge.code)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      const [title, description] = ProgressMessages.badges.catalog[badge.code] ?? [];
      expect(title, badge.code).toBeTruthy();
      expect(description, badge.code).toMatch(/\.$/);
    }
  });

  it('earns nothing with nothing done, and exactly what each criterion says', () => {
    expect(earnedBadges(none)).toEqual([]);
    expect(earnedBadges({ ...none, lessons: 1 })).toEqual(['primera-leccion']);
    expect(earnedBadges({ ...none, lessons: 10 })).toEqual(['primera-leccion', 'diez-lecciones']);
    expect(earnedBadges({ ...none, 'perfect-quizzes': 1 })).toEqual(['perfeccionista']);
    expect(earnedBadges({ ...none, longestStreak: 6 })).toEqual([]);
    expect(earnedBadges({ ...none, longestStreak: 7 })).toEqual(['racha-7']);
    expect(earnedBadges({ ...none, longestStreak: 30 })).toEqual(['racha-7', 'racha-30']);
    expect(earnedBadges({ ...none, xpTotal: 399 })).toEqual([]);
    expect(earnedBadges({ ...none, xpTotal: 400 })).toEqual(['nivel-5']);
    expect(earnedBadges({ ...none, posts: 1 })).toEqual(['primer-post']);
    expect(earnedBadges({ ...none, 'commented-posts': 5 })).toEqual([]);
    expect(earnedBadges({ ...none, 'helpful-answers': 1 })).toEqual(['primera-respuesta-util']);
    expect(earnedBadges({ ...none, timedMissions: 1, goalsCompleted: 1 })).toEqual([
      'contra-reloj',
      'meta-cumplida',
    ]);
  });
});
