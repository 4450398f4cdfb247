import { levelFromXp } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { defaultXpProfile } from './useXpProfile';

describe('level', () => {
  it('starts at level 1 with the default profile when XP is unavailable', () => {
    const profile = defaultXpProfile('u1');
    expect(profile).toEqual({ userId: 'u1', xpTotal: 0, unlockedBadges: [] });
    expect(levelFromXp(profile.xpTotal)).toBe(1);
  });

  it('rises one level every 100 XP', () => {
    expect(levelFromXp(99)).toBe(1);
    expect(levelFromXp(100)).toBe(2);
    expect(levelFromXp(250)).toBe(3);
  });
});
