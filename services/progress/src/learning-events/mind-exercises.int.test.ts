import { randomUUID } from 'node:crypto';
import { MIND_EXERCISE_XP, type MindExerciseKind, type Mission } from '@pipcrafters/contracts';
import {
  activeUser,
  eventually,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate, weekStart } from '../calendar/local-days';
import { DAILY_MISSIONS, drawMissions, WEEKLY_MISSIONS } from '../missions/mission-catalog';
import { EventSender, event, getJson, sendJson, streakOf } from '../testing/progress-api';

const stack = inject('stack');
const sender = new EventSender(stack);
beforeAll(() => sender.start());
afterAll(() => sender.stop());

const DAY_MS = 24 * 60 * 60 * 1000;

/** What MindCrafter's exercises paid by themselves (missions they complete pay on top, checked apart). */
const ledger = (userId: string) =>
  sql<{ amount: number; reason: string }>(
    stack,
    "SELECT amount, reason FROM progress.xp_ledger WHERE user_id = $1 AND reason LIKE 'Ejercicio de MindCrafter%' ORDER BY reason",
    [userId],
  );

/** An exercise done `daysAgo` days before now, dated by its UTC day (the user has no time zone: UTC). */
const exercise = (userId: string, kind: MindExerciseKind, daysAgo = 0) => {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  return event(
    'learning.mind.exercise.completed',
    { userId, exercise: kind, exerciseId: randomUUID(), date: localDate(at, 'UTC') },
    at,
  );
};

describe('MindCrafter exercises in progress', () => {
  it('pay 10 XP per kind and day at most, once per event even when delivered again', async () => {
    const userId = randomUUID();
    const checkIn = exercise(userId, 'check-in');
    await sender.deliver(
      checkIn,
      checkIn,
      exercise(userId, 'breathing'),
      exercise(userId, 'breathing'),
      exercise(userId, 'breathing'),
      exercise(userId, 'check-in', 1),
    );
    expect(await ledger(userId)).toEqual([
      { amount: MIND_EXERCISE_XP, reason: 'Ejercicio de MindCrafter: Check-in previo a la sesión' },
      { amount: MIND_EXERCISE_XP, reason: 'Ejercicio de MindCrafter: Check-in previo a la sesión' },
      { amount: MIND_EXERCISE_XP, reason: 'Ejercicio de MindCrafter: Respiración guiada' },
    ]);
    // Every delivery of a new event is an activity; the same event twice is one.
    const activities = await sql<{ count: number }>(
      stack,
      "SELECT count(*)::int AS count FROM progress.activities WHERE user_id = $1 AND kind = 'mind'",
      [userId],
    );
    expect(activities[0]?.count).toBe(5);
  });

  it('keep the streak: three days of exercises are a three-day streak, active today', async () => {
    const admin = await loginDemo(stack, 'admin');
    const user: SignedIn = await activeUser(stack, admin, 'mente.racha');
    await sender.deliver(
      exercise(user.userId, 'focus-drill', 2),
      exercise(user.userId, 'routine', 1),
      exercise(user.userId, 'breathing', 0),
    );
    expect(await streakOf(user)).toMatchObject({ current: 3, activeToday: true });
  });

  it('move the MindCrafter missions: the first check-in, today’s check-in and three exercises this week', async () => {
    // A learner whose draw this day and week has both MindCrafter missions (the draw is a hash of learner and period).
    const today = localDate(new Date(), 'UTC');
    const monday = weekStart(today);
    let userId = randomUUID();
    for (let tries = 0; tries < 10_000; tries++) {
      const daily = drawMissions(DAILY_MISSIONS, userId, today).map((mission) => mission.code);
      const weekly = drawMissions(WEEKLY_MISSIONS, userId, monday).map((mission) => mission.code);
      if (daily.includes('dia-check-in') && weekly.includes('semana-mindcrafter')) break;
      userId = randomUUID();
    }
    const missions = () =>
      sql<{ code: string; progress: number; is_complete: boolean; xp_awarded: number }>(
        stack,
        'SELECT code, progress, is_complete, xp_awarded FROM progress.missions WHERE user_id = $1 AND code = ANY($2)',
        [userId, ['primer-check-in', 'dia-check-in', 'semana-mindcrafter']],
      );
    const byCode = async () => Object.fromEntries((await missions()).map((row) => [row.code, row]));

    // Two breathing sessions on one day are one exercise for the week.
    await sender.deliver(exercise(userId, 'breathing'), exercise(userId, 'breathing'));
    expect(await byCode()).toMatchObject({
      'primer-check-in': { progress: 0, is_complete: false },
      'dia-check-in': { progress: 0, is_complete: false },
      'semana-mindcrafter': { progress: 1, is_complete: false },
    });
    // A check-in and a focus drill today: the first check-in, today's check-in and the week's three are done.
    await sender.deliver(exercise(userId, 'check-in'), exercise(userId, 'focus-drill'));
    expect(await byCode()).toMatchObject({
      'primer-check-in': { progress: 1, is_complete: true, xp_awarded: 15 },
      'dia-check-in': { progress: 1, is_complete: true, xp_awarded: 15 },
      'semana-mindcrafter': { progress: 3, is_complete: true, xp_awarded: 40 },
    });
  });

  it('through the real bus: a check-in made in MindCrafter pays, keeps today and moves the first check-in mission', async () => {
    const admin = await loginDemo(stack, 'admin');
    const user = await activeUser(stack, admin, 'mente.bus');
    await sendJson(
      user,
      'POST',
      '/api/learning/mind/check-ins',
      { sleepHours: 7.5, stress: 2, mood: 4, focus: 4, pressure: 2 },
      201,
    );
    await eventually(async () => (await ledger(user.userId)).length === 1, 15_000);
    expect(await ledger(user.userId)).toEqual([
      { amount: MIND_EXERCISE_XP, reason: 'Ejercicio de MindCrafter: Check-in previo a la sesión' },
    ]);
    expect(await streakOf(user)).toMatchObject({ current: 1, activeToday: true });
    await eventually(async () => {
      const list = await getJson<Mission[]>(user, '/api/missions');
      return list.some(
        (mission) => mission.title === 'Haz tu primer check-in en MindCrafter' && mission.isComplete,
      );
    }, 15_000);
  });
});
