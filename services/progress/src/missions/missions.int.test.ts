import type { Badge, Mission, XpProfile } from '@pipcrafters/contracts';
import { PERSONAL_MISSION_DAILY_AWARDS, PERSONAL_MISSION_XP } from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient, sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventSender, event, getJson, sendJson } from '../testing/progress-api';

const stack = inject('stack');
const sender = new EventSender(stack);
let admin: SignedIn;

beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
  await sender.start();
});
afterAll(() => sender.stop());

const learner = (prefix: string) => activeUser(stack, admin, prefix);
const missions = (user: SignedIn) => getJson<Mission[]>(user, '/api/missions');
const xp = async (user: SignedIn) => (await getJson<XpProfile>(user, '/api/xp/profile')).xpTotal;
const create = (user: SignedIn, title: string, description = '') =>
  sendJson<Mission>(user, 'POST', '/api/missions', { title, description }, 201);
const toggle = (user: SignedIn, id: string, isComplete: boolean, status = 200) =>
  sendJson<Mission>(user, 'PATCH', `/api/missions/${id}`, { isComplete }, status);
const ledger = (userId: string) =>
  sql<{ amount: number; reason: string }>(
    stack,
    'SELECT amount, reason FROM progress.xp_ledger WHERE user_id = $1 ORDER BY created_at, amount DESC',
    [userId],
  );

describe('missions: the spec’s contract', () => {
  it('creates, lists and toggles a mission, replying isComplete and status', async () => {
    const user = await learner('misiones.contrato');
    const created = await create(user, '  Leer el calendario económico  ', 'Antes del lunes');
    expect(created).toMatchObject({
      title: 'Leer el calendario económico',
      description: 'Antes del lunes',
      isComplete: false,
      status: 'pending',
      kind: 'personal',
      xpReward: PERSONAL_MISSION_XP,
      progress: null,
    });
    const listed = await missions(user);
    expect(listed[0]).toEqual(created);
    const done = await toggle(user, created.id, true);
    expect(done).toMatchObject({ id: created.id, isComplete: true, status: 'completed', xpAwarded: 10 });
    const undone = await toggle(user, created.id, false);
    expect(undone).toMatchObject({ isComplete: false, status: 'pending', xpAwarded: 0 });
  });

  it('answers 401 without a session, and 404 "Misión no encontrada." for a missing or someone else’s mission', async () => {
    const anonymous = new HttpClient(stack.gatewayUrl);
    expect((await anonymous.get('/api/missions')).status).toBe(401);
    const [ana, beto] = await Promise.all([learner('misiones.ana'), learner('misiones.beto')]);
    const anas = await create(ana, 'Mía');
    for (const id of [anas.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await beto.client.json<{ message: string }>('PATCH', `/api/missions/${id}`, {
        isComplete: true,
      });
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Misión no encontrada.');
    }
    expect((await beto.client.delete(`/api/missions/${anas.id}`)).status).toBe(404);
    expect((await missions(beto)).some((mission) => mission.id === anas.id)).toBe(false);
    expect((await missions(ana)).find((mission) => mission.id === anas.id)?.isComplete).toBe(false);
  });

  it('refuses bad input with a Spanish 400', async () => {
    const user = await learner('misiones.validacion');
    for (const body of [
      {},
      { title: '   ' },
      { title: 'x'.repeat(121) },
      { title: 'Bien', description: 5 },
    ]) {
      const response = await user.client.json<{ message: string }>('POST', '/api/missions', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(/título|descripción/);
    }
    const mission = await create(user, 'Válida');
    const bad = await user.client.json<{ message: string }>('PATCH', `/api/missions/${mission.id}`, {
      isComplete: 'sí',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('isComplete');
  });
});

describe('missions: XP cannot be farmed', () => {
  it('pays once per completion, reverses on un-completion with a ledger row, and never holds two awards', async () => {
    const user = await learner('misiones.xp');
    const mission = await create(user, 'Practicar en demo');
    await toggle(user, mission.id, true);
    await toggle(user, mission.id, true);
    expect(await xp(user)).toBe(10);
    await toggle(user, mission.id, false);
    await toggle(user, mission.id, false);
    expect(await xp(user)).toBe(0);
    await toggle(user, mission.id, true);
    expect(await xp(user)).toBe(10);
    expect(await ledger(user.userId)).toEqual([
      { amount: 10, reason: 'Misión completada: Practicar en demo' },
      { amount: -10, reason: 'Misión desmarcada: Practicar en demo' },
      { amount: 10, reason: 'Misión completada: Practicar en demo' },
    ]);
    // Deleting a completed mission takes its XP back too.
    expect((await user.client.delete(`/api/missions/${mission.id}`)).status).toBe(204);
    expect(await xp(user)).toBe(0);
  });

  it('pays one award under concurrent completions', async () => {
    const user = await learner('misiones.carrera');
    const mission = await create(user, 'Una sola vez');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        user.client.json('PATCH', `/api/missions/${mission.id}`, { isComplete: true }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await xp(user)).toBe(PERSONAL_MISSION_XP);
  });

  it('pays personal missions within a daily allowance', async () => {
    const user = await learner('misiones.cupo');
    const created = [];
    for (let index = 0; index <= PERSONAL_MISSION_DAILY_AWARDS; index++)
      created.push(await create(user, `M${index}`));
    const replies = [];
    for (const mission of created) replies.push(await toggle(user, mission.id, true));
    expect(replies.map((reply) => reply.xpAwarded)).toEqual([10, 10, 10, 10, 10, 0]);
    expect(await xp(user)).toBe(PERSONAL_MISSION_DAILY_AWARDS * PERSONAL_MISSION_XP);
  });
});

describe('platform and time-limited missions', () => {
  it('gives every learner platform missions and two daily and two weekly ones, which cannot be ticked by hand', async () => {
    const user = await learner('misiones.plataforma');
    const list = await missions(user);
    const kinds = (kind: Mission['kind']) => list.filter((mission) => mission.kind === kind);
    expect(kinds('platform').map((mission) => mission.title)).toContain('Completa 3 lecciones');
    expect(kinds('platform').map((mission) => mission.title)).toContain('Aprueba tu primer cuestionario');
    expect(kinds('daily')).toHaveLength(2);
    expect(kinds('weekly')).toHaveLength(2);
    for (const mission of [...kinds('daily'), ...kinds('weekly')]) {
      expect(mission.endsAt && Date.parse(mission.endsAt) > Date.now()).toBe(true);
      expect(mission.xpReward).toBeGreaterThan(0);
    }
    const platform = kinds('platform')[0] as Mission;
    const refused = await user.client.json<{ message: string }>('PATCH', `/api/missions/${platform.id}`, {
      isComplete: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('se completa sola');
    expect(await missions(user)).toHaveLength(list.length);
  });

  it('moves by itself from learning events: progress, completion, XP once, a notification and badges', async () => {
    const user = await learner('misiones.eventos');
    await missions(user);
    const lesson = (n: number) =>
      event('learning.lesson.completed', {
        userId: user.userId,
        lessonId: `leccion-${n}`,
        lessonTitle: `Lección ${n}`,
        moduleId: 'mecanica-del-mercado',
      });
    const first = lesson(1);
    await sender.deliver(first, first, lesson(2));
    let list = await missions(user);
    const three = list.find((mission) => mission.title === 'Completa 3 lecciones');
    expect(three).toMatchObject({ status: 'in_progress', progress: { current: 2, target: 3 } });
    expect(list.find((mission) => mission.title === 'Completa tu primera lección')).toMatchObject({
      isComplete: true,
      status: 'completed',
    });
    await sender.deliver(lesson(3));
    list = await missions(user);
    expect(list.find((mission) => mission.title === 'Completa 3 lecciones')).toMatchObject({
      isComplete: true,
      progress: { current: 3, target: 3 },
      xpAwarded: 40,
    });
    const rows = await ledger(user.userId);
    expect(rows.filter((row) => row.reason === 'Misión cumplida: Completa 3 lecciones')).toHaveLength(1);
    expect(rows.filter((row) => row.reason === 'Misión cumplida: Completa tu primera lección')).toHaveLength(
      1,
    );

    const badges = await getJson<Badge[]>(user, '/api/xp/badges');
    expect(badges.length).toBeGreaterThanOrEqual(15);
    expect(badges.find((badge) => badge.code === 'primera-leccion')).toMatchObject({ unlocked: true });
    expect(badges.find((badge) => badge.code === 'diez-lecciones')).toMatchObject({
      unlocked: false,
      progress: { current: 3, target: 10 },
    });
    const profile = await getJson<XpProfile>(user, '/api/xp/profile');
    expect(profile.unlockedBadges).toContain('primera-leccion');
    const notes = await sql<{ title: string; message: string }>(
      stack,
      'SELECT title, message FROM progress.notifications WHERE user_id = $1 ORDER BY created_at',
      [user.userId],
    );
    expect(notes).toContainEqual({
      title: '¡Insignia desbloqueada!',
      message: 'Has conseguido «Primera lección»: Completa tu primera lección.',
    });
    expect(notes).toContainEqual({
      title: '¡Misión cumplida!',
      message: 'Has completado «Completa 3 lecciones» y ganado 40 XP.',
    });
  });

  it('prepares a new day’s missions once when the dashboard asks for missions and recommendations at once', async () => {
    const user = await learner('misiones.a-la-vez');
    const replies = await Promise.all([
      missions(user),
      getJson<unknown>(user, '/api/recommendations'),
      missions(user),
      getJson<unknown>(user, '/api/recommendations'),
      missions(user),
    ]);
    const lists = [replies[0], replies[2], replies[4]] as Mission[][];
    const ids = (list: Mission[]) => list.map((mission) => mission.id).sort();
    expect(ids(lists[1] as Mission[])).toEqual(ids(lists[0] as Mission[]));
    expect(ids(lists[2] as Mission[])).toEqual(ids(lists[0] as Mission[]));
    expect((lists[0] as Mission[]).filter((mission) => mission.kind === 'daily')).toHaveLength(2);
    expect(await missions(user)).toHaveLength((lists[0] as Mission[]).length);
  });

  it('shows a change at once to the read asked after it, while the dashboard’s shared reads keep arriving', async () => {
    const user = await learner('misiones.compartidas');
    await missions(user);
    for (let round = 1; round <= 6; round += 1) {
      // The dashboard's reads in flight (shared by progress while they run) as the learner adds a mission.
      const dashboard = Promise.all([
        missions(user),
        getJson<unknown>(user, '/api/recommendations'),
        getJson<unknown>(user, '/api/goals'),
        missions(user),
      ]);
      const created = await create(user, `Misión compartida ${round}`);
      const listed = await missions(user);
      expect(listed.map((mission) => mission.id)).toContain(created.id);
      await dashboard;
    }
    const personal = (await missions(user)).filter((mission) => mission.kind === 'personal');
    expect(personal).toHaveLength(6);
  });

  it('notifies a level-up once', async () => {
    const user = await learner('misiones.nivel');
    for (let n = 0; n < 10; n++) await toggle(user, (await create(user, `N${n}`)).id, true);
    // Five paid personal missions: 50 XP, still level 1.
    await sender.deliver(
      event('learning.quiz.passed', {
        userId: user.userId,
        lessonId: 'l',
        lessonTitle: 'Lotes',
        score: 100,
        attemptNumber: 1,
      }),
    );
    // 50 + 35 (a perfect first pass) + 25 and 40 (the first-quiz and perfect-quiz missions), maybe a daily one.
    expect(await xp(user)).toBeGreaterThanOrEqual(150);
    const levelUps = await sql(
      stack,
      "SELECT 1 FROM progress.notifications WHERE user_id = $1 AND title = '¡Has subido al nivel 2!'",
      [user.userId],
    );
    expect(levelUps).toHaveLength(1);
  });

  it('shows a time-limited mission past its end as expired, never completing it afterwards', async () => {
    const user = await learner('misiones.expira');
    const daily = (await missions(user)).find((mission) => mission.kind === 'daily') as Mission;
    await sql(
      stack,
      "UPDATE progress.missions SET ends_at = now() - interval '3 days', starts_at = now() - interval '4 days' WHERE id = $1",
      [daily.id],
    );
    const after = (await missions(user)).find((mission) => mission.id === daily.id);
    expect(after).toMatchObject({ status: 'expired', isComplete: false });
    expect((await toggle(user, daily.id, true, 409)) as unknown).toBeTruthy();
  });
});
