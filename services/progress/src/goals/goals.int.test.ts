import type { Badge, Goal, GoalOptions, Recommendation } from '@pipcrafters/contracts';
import {
  activeUser,
  eventually,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '../calendar/local-days';
import { getJson, sendJson } from '../testing/progress-api';

const stack = inject('stack');
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});
const learner = (prefix: string) => activeUser(stack, admin, prefix);
const goals = (user: SignedIn) => getJson<Goal[]>(user, '/api/goals');
const createGoal = (user: SignedIn, body: unknown, status = 201) =>
  sendJson<Goal>(user, 'POST', '/api/goals', body, status);
const recommendations = (user: SignedIn) => getJson<Recommendation[]>(user, '/api/recommendations');
/** Completes the lesson the course says comes next (through learning, as the page does). */
const completeNextLesson = async (user: SignedIn) => {
  const overview = await getJson<{ resume: { lessonId: string } }>(user, '/api/learning/modules');
  await sendJson(user, 'POST', `/api/learning/lessons/${overview.resume.lessonId}/complete`, undefined, 200);
};

describe('goals', () => {
  it('measures a module goal from the course (read from learning as the user) and the lessons done', async () => {
    const user = await learner('metas.modulo');
    const options = await getJson<GoalOptions>(user, '/api/goals/options');
    const module = options.modules[0];
    if (!module) throw new Error('sin módulos');
    expect(options.metrics.map((metric) => metric.metric)).toEqual([
      'lessons',
      'quizzes',
      'reviews',
      'active-days',
    ]);
    const deadline = addDays(localDate(new Date(), 'UTC'), 10);
    const goal = await createGoal(user, { kind: 'module', moduleId: module.id, deadline });
    expect(goal).toMatchObject({
      kind: 'module',
      target: module.lessonCount,
      current: 0,
      measured: true,
      deadline,
      status: 'active',
    });
    expect(goal.title).toMatch(
      new RegExp(`^Terminar el módulo «${module.title}» antes del \\d+ de \\w+ de \\d{4}$`),
    );

    await completeNextLesson(user);
    await eventually(async () => (await goals(user))[0]?.current === 1, 15_000);
  });

  it('measures every weekly goal of a list against the same week, each by its own metric', async () => {
    const user = await learner('metas.semana');
    for (const metric of ['lessons', 'quizzes', 'active-days']) {
      await createGoal(user, { kind: 'weekly', metric, target: 4 });
    }
    await completeNextLesson(user);
    const byMetric = async () =>
      Object.fromEntries((await goals(user)).map((goal) => [goal.metric, goal.current]));
    await eventually(async () => (await byMetric()).lessons === 1, 15_000);
    expect(await byMetric()).toEqual({ lessons: 1, quizzes: 0, 'active-days': 1 });
  });

  it('counts weekly goals over this week and lets self-reported ones be updated by hand, completing them', async () => {
    const user = await learner('metas.propias');
    const weekly = await createGoal(user, { kind: 'weekly', metric: 'lessons', target: 3 });
    expect(weekly).toMatchObject({ title: '3 lecciones completadas por semana', current: 0, measured: true });
    expect(typeof weekly.expected).toBe('number');
    const own = await createGoal(user, {
      kind: 'self',
      title: 'Arriesgar como máximo un 1 % por operación',
      target: 5,
    });
    expect(own).toMatchObject({ measured: false, current: 0, onTrack: null });
    const refused = await user.client.json<{ message: string }>('PATCH', `/api/goals/${weekly.id}`, {
      current: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('a mano');
    const done = await sendJson<Goal>(user, 'PATCH', `/api/goals/${own.id}`, { current: 5 }, 200);
    expect(done).toMatchObject({ current: 5, status: 'completed' });
    const badges = await getJson<Badge[]>(user, '/api/xp/badges');
    expect(badges.find((badge) => badge.code === 'meta-cumplida')?.unlocked).toBe(true);
    const archived = await sendJson<Goal>(
      user,
      'PATCH',
      `/api/goals/${weekly.id}`,
      { status: 'archived' },
      200,
    );
    expect(archived.status).toBe('archived');
    expect((await goals(user)).map((goal) => goal.id)).toEqual([own.id]);
  });

  it('refuses bad goals in Spanish and hides other people’s goals', async () => {
    const [ana, beto] = await Promise.all([learner('metas.ana'), learner('metas.beto')]);
    const yesterday = addDays(localDate(new Date(), 'UTC'), -2);
    for (const body of [
      { kind: 'otro' },
      { kind: 'module' },
      { kind: 'module', moduleId: 'no-existe' },
      { kind: 'weekly' },
      { kind: 'weekly', metric: 'lessons', target: 0 },
      { kind: 'self' },
      { kind: 'self', title: 'x', deadline: yesterday },
      { kind: 'self', title: 'x', deadline: '2026-02-30' },
    ]) {
      const response = await ana.client.json<{ message: string }>('POST', '/api/goals', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(/[áéíóúñ]|meta|módulo|objetivo|fecha|kind|metric/);
    }
    const anas = await createGoal(ana, { kind: 'self', title: 'Mía', target: 2 });
    expect((await beto.client.json('PATCH', `/api/goals/${anas.id}`, { current: 1 })).status).toBe(404);
    expect((await beto.client.delete(`/api/goals/${anas.id}`)).status).toBe(404);
    expect((await goals(beto)).length).toBe(0);
    expect((await ana.client.delete(`/api/goals/${anas.id}`)).status).toBe(204);
  });
});

describe('recommendations', () => {
  it('are never empty for a new user: the first lesson, the placement test, a goal to set', async () => {
    const user = await learner('recomendaciones.nuevo');
    const list = await recommendations(user);
    expect(list.map((item) => item.kind)).toEqual(['next-lesson', 'placement', 'set-goal', 'explore']);
    expect(list[0]?.title).toMatch(/^Empieza por «/);
    expect(list[0]?.link).toMatch(/^\/aprende\/lesson\//);
    for (const item of list) expect(item.reason.length).toBeGreaterThan(10);
  });

  it('for a learner under way: reviews due and the next lesson, no placement test', async () => {
    const user = await learner('recomendaciones.avanzado');
    await completeNextLesson(user);
    await sql(
      stack,
      "UPDATE learning.review_cards SET due_at = now() - interval '1 hour' WHERE user_id = $1",
      [user.userId],
    );
    await createGoal(user, { kind: 'self', title: 'Operar solo en Londres', target: 10 });
    const list = await recommendations(user);
    const kinds = list.map((item) => item.kind);
    expect(kinds[0]).toBe('reviews');
    expect(list[0]?.title).toMatch(/^Repasa \d+ tarjetas$/);
    expect(kinds).toContain('next-lesson');
    expect(list.find((item) => item.kind === 'next-lesson')?.title).toMatch(/^Continúa con «/);
    expect(kinds).not.toContain('placement');
    expect(kinds).not.toContain('set-goal');
    expect(kinds[kinds.length - 1]).toBe('explore');
  });
});
