import type { StreakView } from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate, startOfDay } from '../calendar/local-days';
import { EventSender, event, sendJson, streakOf } from '../testing/progress-api';

const stack = inject('stack');
const sender = new EventSender(stack);
let admin: SignedIn;

beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
  await sender.start();
});
afterAll(() => sender.stop());

const HOUR = 60 * 60 * 1000;

/** A user living in `timeZone` (identity's preference, as progress receives it). */
async function userIn(prefix: string, timeZone: string): Promise<SignedIn> {
  const user = await activeUser(stack, admin, prefix);
  await sender.deliver(event('identity.user.preferences-changed', { userId: user.userId, timeZone }));
  return user;
}

/** Lessons completed at `hour`:30 local time, `daysAgo` days before today in the user's zone (0: now). */
function lessonsOn(user: SignedIn, timeZone: string, daysAgo: number[], hour = 23) {
  const today = localDate(new Date(), timeZone);
  return daysAgo.map((ago, index) =>
    event(
      'learning.lesson.completed',
      { userId: user.userId, lessonId: `leccion-${ago}-${index}`, lessonTitle: 'Lección', moduleId: 'm' },
      ago === 0
        ? new Date()
        : new Date(startOfDay(addDays(today, -ago), timeZone).getTime() + hour * HOUR + 30 * 60 * 1000),
    ),
  );
}

describe('the daily streak', () => {
  it('counts days in the user’s zone: late evenings in Mexico City are still the same day', async () => {
    const zone = 'America/Mexico_City';
    const user = await userIn('racha.mexico', zone);
    expect(await streakOf(user)).toMatchObject({
      current: 0,
      longest: 0,
      activeToday: false,
      timeZone: zone,
    });
    await sender.deliver(...lessonsOn(user, zone, [2, 1, 0]));
    const streak = await streakOf(user);
    expect(streak).toMatchObject({
      current: 3,
      longest: 3,
      activeToday: true,
      today: localDate(new Date(), zone),
    });
    expect(streak.days).toHaveLength(28);
    expect(streak.days.slice(-3).map((day) => day.state)).toEqual(['active', 'active', 'active']);
  });

  it('spends a freeze earned by a week in a row on a missed day, so one day off does not erase it', async () => {
    const zone = 'Europe/Madrid';
    const user = await userIn('racha.comodin', zone);
    await sender.deliver(...lessonsOn(user, zone, [11, 10, 9, 8, 7, 6, 5, 4, 3, 1], 10));
    const streak = await streakOf(user);
    expect(streak).toMatchObject({ current: 10, longest: 10, activeToday: false, freezesAvailable: 0 });
    const today = localDate(new Date(), zone);
    expect(streak.days.find((day) => day.date === addDays(today, -2))?.state).toBe('frozen');
    expect(streak.days.find((day) => day.date === today)?.state).toBe('today');
  });

  it('rest mode runs from today for at most 30 days, is never backdated, and can be ended', async () => {
    const user = await userIn('racha.descanso', 'UTC');
    const today = localDate(new Date(), 'UTC');
    const rested = await sendJson<StreakView>(
      user,
      'PUT',
      '/api/xp/streak/rest',
      { until: addDays(today, 6) },
      200,
    );
    expect(rested.restMode).toEqual({ from: today, until: addDays(today, 6) });
    for (const until of [addDays(today, -1), addDays(today, 30), '2026-02-30', 'mañana']) {
      const refused = await user.client.json<{ message: string }>('PUT', '/api/xp/streak/rest', { until });
      expect(refused.status, until).toBe(400);
      expect(refused.body.message).toMatch(/descanso|fecha/);
    }
    const ended = await sendJson<StreakView>(user, 'DELETE', '/api/xp/streak/rest', undefined, 200);
    expect(ended.restMode).toBeNull();
  });
});
