import {
  type BreathingSession,
  type FocusDrill,
  type FocusDrillHistory,
  LOW_READINESS_ADVICE,
  type MindCheckIn,
  type MindOverview,
  type MindRoutine,
  type MindSettings,
  type MindTiltResponse,
  type TiltMeter,
  type TradingAccount,
} from '@pipcrafters/contracts';
import {
  activeUser,
  eventually,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localDay } from '../time-zones/time-zones.service';

const stack = inject('stack');
const MIND = '/api/learning/mind';

async function send<T>(
  user: SignedIn,
  method: string,
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await user.client.json<T>(method, path, body);
  expect(response.status, response.text).toBe(status);
  return response.body;
}
const get = <T>(user: SignedIn, path: string) => send<T>(user, 'GET', path, undefined, 200);
/** The Spanish message of a refused call. */
async function refused(
  user: SignedIn,
  method: string,
  path: string,
  body: unknown,
  status = 400,
): Promise<string> {
  const { message } = await send<{ message: string }>(user, method, path, body, status);
  expect(isSpanishMessage(message), message).toBe(true);
  return message;
}

/** Jobs queued for `consumer` of `event` about `userId`. */
const jobs = (consumer: string, event: string, userId: string) =>
  sql<{ data: { payload: Record<string, unknown>; occurredAt: string } }>(
    stack,
    `SELECT data FROM events.job WHERE name = $1 AND data->'payload'->>'userId' = $2 ORDER BY created_on`,
    [`${consumer}.${event}`, userId],
  );
const exerciseJobs = async (userId: string) =>
  (await jobs('progress', 'learning.mind.exercise.completed', userId)).map((job) => job.data.payload);

const goodCheckIn = { sleepHours: 6, stress: 3, mood: 3, focus: 3, pressure: 3 };
const goodDrill = {
  durationSeconds: 120,
  targets: 60,
  hits: 54,
  falseAlarms: 2,
  distractors: 20,
  meanReactionMs: 450,
};

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});
const trader = (prefix: string) => activeUser(stack, admin, prefix);

describe('MindCrafter check-ins', () => {
  it('scores readiness on the server, dates it by the trader’s own day, and announces it to the journal and progress', async () => {
    const user = await trader('mente.checkin');
    // UTC+14: the trader's day is tomorrow in UTC for most of the day, so a UTC date would be caught.
    const zone = 'Pacific/Kiritimati';
    expect((await user.client.json('PATCH', '/api/user', { preferences: { timeZone: zone } })).status).toBe(
      200,
    );
    await eventually(async () => {
      const rows = await sql(
        stack,
        'SELECT 1 FROM learning.user_time_zones WHERE user_id = $1 AND time_zone = $2',
        [user.userId, zone],
      );
      return rows.length === 1;
    }, 15_000);

    const checkIn = await send<MindCheckIn>(
      user,
      'POST',
      `${MIND}/check-ins`,
      { ...goodCheckIn, note: '  Bien  ' },
      201,
    );
    expect(checkIn).toMatchObject({
      ...goodCheckIn,
      note: 'Bien',
      readiness: 58,
      level: 'medium',
      weakestFactor: 'stress',
      date: localDay(new Date(), zone),
    });
    expect(checkIn.advice).toContain('estrés (3/5)');
    expect(checkIn.advice).not.toContain(LOW_READINESS_ADVICE);

    const recorded = await jobs('journal', 'learning.mind.check-in.recorded', user.userId);
    expect(recorded.map((job) => job.data.payload)).toEqual([
      { userId: user.userId, checkInId: checkIn.id, date: checkIn.date, readiness: 58 },
    ]);
    expect(await exerciseJobs(user.userId)).toEqual([
      { userId: user.userId, exercise: 'check-in', exerciseId: checkIn.id, date: checkIn.date },
    ]);
  });

  it('a low readiness says “hoy, mejor en demo” and names the weakest factor', async () => {
    const user = await trader('mente.baja');
    const checkIn = await send<MindCheckIn>(
      user,
      'POST',
      `${MIND}/check-ins`,
      { sleepHours: 4.5, stress: 1, mood: 5, focus: 5, pressure: 1 },
      201,
    );
    expect(checkIn).toMatchObject({ readiness: 49, level: 'low', weakestFactor: 'sleep' });
    expect(checkIn.advice).toContain(LOW_READINESS_ADVICE);
    expect(checkIn.advice).toContain('4,5 h');
  });

  it('a repeated click is the same check-in; the history is newest first and only the caller’s', async () => {
    const user = await trader('mente.lista');
    const other = await trader('mente.otro');
    const first = await send<MindCheckIn>(user, 'POST', `${MIND}/check-ins`, goodCheckIn, 201);
    const again = await send<MindCheckIn>(user, 'POST', `${MIND}/check-ins`, goodCheckIn, 201);
    expect(again.id).toBe(first.id);
    const second = await send<MindCheckIn>(
      user,
      'POST',
      `${MIND}/check-ins`,
      { ...goodCheckIn, sleepHours: 8, stress: 1 },
      201,
    );
    await send(other, 'POST', `${MIND}/check-ins`, { ...goodCheckIn, mood: 5 }, 201);

    const list = await get<MindCheckIn[]>(user, `${MIND}/check-ins`);
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(await get<MindCheckIn[]>(user, `${MIND}/check-ins?days=1`)).toHaveLength(2);
    expect((await get<MindCheckIn[]>(other, `${MIND}/check-ins`)).map((item) => item.id)).not.toContain(
      first.id,
    );
    expect(await exerciseJobs(user.userId)).toHaveLength(2);

    // Older than the window asked for: a check-in dated 10 days ago is in ?days=90, not in ?days=7.
    await sql(
      stack,
      "UPDATE learning.mind_check_ins SET date = date - 10, created_at = created_at - interval '10 days' WHERE id = $1",
      [first.id],
    );
    expect((await get<MindCheckIn[]>(user, `${MIND}/check-ins?days=7`)).map((item) => item.id)).toEqual([
      second.id,
    ]);
    expect(await get<MindCheckIn[]>(user, `${MIND}/check-ins?days=90`)).toHaveLength(2);
  });

  it('refuses bad input with a Spanish 400, and records nothing', async () => {
    const user = await trader('mente.malos');
    const bad: [string, unknown][] = [
      ['sleep above 14', { ...goodCheckIn, sleepHours: 15 }],
      ['sleep below 0', { ...goodCheckIn, sleepHours: -1 }],
      ['sleep not in half hours', { ...goodCheckIn, sleepHours: 6.3 }],
      ['sleep as text', { ...goodCheckIn, sleepHours: '7' }],
      ['stress 0', { ...goodCheckIn, stress: 0 }],
      ['stress 6', { ...goodCheckIn, stress: 6 }],
      ['mood not whole', { ...goodCheckIn, mood: 2.5 }],
      ['focus missing', { sleepHours: 7, stress: 2, mood: 3, pressure: 2 }],
      ['pressure null', { ...goodCheckIn, pressure: null }],
      ['note too long', { ...goodCheckIn, note: 'a'.repeat(501) }],
      ['note not text', { ...goodCheckIn, note: 12 }],
      ['unknown field', { ...goodCheckIn, readiness: 100 }],
      ['a list', [goodCheckIn]],
    ];
    for (const [, body] of bad) await refused(user, 'POST', `${MIND}/check-ins`, body);
    expect(await refused(user, 'POST', `${MIND}/check-ins`, { ...goodCheckIn, sleepHours: 6.3 })).toContain(
      'media hora',
    );
    expect(await refused(user, 'POST', `${MIND}/check-ins`, { ...goodCheckIn, stress: 6 })).toContain(
      '"stress"',
    );
    for (const days of ['0', '366', 'abc', '1.5']) {
      await refused(user, 'GET', `${MIND}/check-ins?days=${days}`, undefined);
    }
    expect(await get<MindCheckIn[]>(user, `${MIND}/check-ins`)).toEqual([]);
    expect(await exerciseJobs(user.userId)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${stack.gatewayUrl}${MIND}/check-ins`);
    expect(response.status).toBe(401);
  });
});

describe('MindCrafter breathing and focus', () => {
  it('computes a breathing session’s duration on the server; a repeated click is the same session', async () => {
    const user = await trader('mente.respira');
    const box = await send<BreathingSession>(
      user,
      'POST',
      `${MIND}/breathing-sessions`,
      { technique: 'box', cycles: 6 },
      201,
    );
    expect(box).toMatchObject({ technique: 'box', cycles: 6, durationSeconds: 96 });
    const again = await send<BreathingSession>(
      user,
      'POST',
      `${MIND}/breathing-sessions`,
      { technique: 'box', cycles: 6 },
      201,
    );
    expect(again.id).toBe(box.id);
    const coherent = await send<BreathingSession>(
      user,
      'POST',
      `${MIND}/breathing-sessions`,
      { technique: 'coherent', cycles: 27 },
      201,
    );
    expect(coherent.durationSeconds).toBe(297);
    const relax = await send<BreathingSession>(
      user,
      'POST',
      `${MIND}/breathing-sessions`,
      { technique: '4-7-8', cycles: 4 },
      201,
    );
    expect(relax.durationSeconds).toBe(76);
    expect(
      (await get<BreathingSession[]>(user, `${MIND}/breathing-sessions`)).map((item) => item.id),
    ).toEqual([relax.id, coherent.id, box.id]);
    for (const body of [
      { technique: 'wim-hof', cycles: 3 },
      { technique: 'box', cycles: 0 },
      { technique: 'box', cycles: 61 },
      { technique: 'box', cycles: 2.5 },
      { technique: 'box', cycles: 3, durationSeconds: 1 },
    ]) {
      await refused(user, 'POST', `${MIND}/breathing-sessions`, body);
    }
    expect(
      (await exerciseJobs(user.userId)).map((payload) => [payload.exercise, payload.exerciseId]),
    ).toEqual([
      ['breathing', box.id],
      ['breathing', coherent.id],
      ['breathing', relax.id],
    ]);
  });

  it('scores a focus drill on the server, refuses impossible reports, and keeps the best score', async () => {
    const user = await trader('mente.foco');
    const drill = await send<FocusDrill>(user, 'POST', `${MIND}/focus-drills`, goodDrill, 201);
    expect(drill).toMatchObject({ ...goodDrill, score: 86 });
    // A score sent by the client is refused, not trusted.
    await refused(user, 'POST', `${MIND}/focus-drills`, { ...goodDrill, score: 100 });
    const impossible: [Record<string, unknown>, string][] = [
      [{ ...goodDrill, hits: 61 }, 'aciertos'],
      [{ ...goodDrill, falseAlarms: 21 }, 'falsas alarmas'],
      [{ ...goodDrill, targets: 70, hits: 50 }, 'estímulos'],
      [{ ...goodDrill, durationSeconds: 60 }, '120'],
      [{ ...goodDrill, meanReactionMs: 50 }, 'reacción'],
      [{ ...goodDrill, hits: 0 }, 'null'],
      [{ ...goodDrill, meanReactionMs: null }, 'meanReactionMs'],
      [{ ...goodDrill, targets: -1 }, '"targets"'],
    ];
    for (const [body, text] of impossible) {
      expect(await refused(user, 'POST', `${MIND}/focus-drills`, body)).toContain(text);
    }
    // Two drills cannot end within two minutes: the same report again is the one recorded.
    const again = await send<FocusDrill>(user, 'POST', `${MIND}/focus-drills`, goodDrill, 201);
    expect(again.id).toBe(drill.id);
    // Yesterday's drill, moved back in time, scored better than today's.
    await sql(
      stack,
      "UPDATE learning.mind_focus_drills SET created_at = created_at - interval '1 day', score = 93 WHERE id = $1",
      [drill.id],
    );
    const later = await send<FocusDrill>(
      user,
      'POST',
      `${MIND}/focus-drills`,
      { ...goodDrill, hits: 45 },
      201,
    );
    expect(later.id).not.toBe(drill.id);
    const history = await get<FocusDrillHistory>(user, `${MIND}/focus-drills`);
    expect(history.items.map((item) => item.id)).toEqual([later.id, drill.id]);
    expect(history.bestScore).toBe(93);
    expect(await get<FocusDrillHistory>(await trader('mente.foco.nuevo'), `${MIND}/focus-drills`)).toEqual({
      items: [],
      bestScore: null,
    });
  });
});

describe('MindCrafter routine', () => {
  it('starts empty; the list is replaced keeping ids; today’s ticks complete it once', async () => {
    const user = await trader('mente.rutina');
    const empty = await get<MindRoutine>(user, `${MIND}/routine`);
    expect(empty.items).toEqual([]);
    expect(empty.today).toMatchObject({ checkedIds: [], completed: false });

    const built = await send<MindRoutine>(
      user,
      'PUT',
      `${MIND}/routine`,
      { items: [{ text: '  Calendario económico ' }, { text: 'Niveles clave' }, { text: 'Riesgo máximo' }] },
      200,
    );
    expect(built.items.map((item) => [item.text, item.position])).toEqual([
      ['Calendario económico', 0],
      ['Niveles clave', 1],
      ['Riesgo máximo', 2],
    ]);
    const [calendar, levels, risk] = built.items.map((item) => item.id) as [string, string, string];

    const partly = await send<MindRoutine>(
      user,
      'PUT',
      `${MIND}/routine/today`,
      { checkedIds: [levels] },
      200,
    );
    expect(partly.today).toMatchObject({ checkedIds: [levels], completed: false });
    expect(await exerciseJobs(user.userId)).toEqual([]);

    // Reordered, one removed, one added: kept items keep their id and today's tick.
    const changed = await send<MindRoutine>(
      user,
      'PUT',
      `${MIND}/routine`,
      {
        items: [
          { id: levels, text: 'Niveles clave del día' },
          { id: calendar, text: 'Calendario económico' },
          { text: 'Respirar' },
        ],
      },
      200,
    );
    expect(changed.items.map((item) => [item.id === levels, item.text])).toEqual([
      [true, 'Niveles clave del día'],
      [false, 'Calendario económico'],
      [false, 'Respirar'],
    ]);
    expect(changed.items.map((item) => item.id)).not.toContain(risk);
    expect(changed.today.checkedIds).toEqual([levels]);

    const all = changed.items.map((item) => item.id);
    const done = await send<MindRoutine>(user, 'PUT', `${MIND}/routine/today`, { checkedIds: all }, 200);
    expect(done.today).toMatchObject({ checkedIds: all, completed: true });
    // Unticking and ticking again the same day announces nothing more.
    await send(user, 'PUT', `${MIND}/routine/today`, { checkedIds: all.slice(1) }, 200);
    await send(user, 'PUT', `${MIND}/routine/today`, { checkedIds: all }, 200);
    const announced = await exerciseJobs(user.userId);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ exercise: 'routine', date: done.today.date });
    expect(await get<MindRoutine>(user, `${MIND}/routine`)).toEqual(done);
  });

  it('refuses bad lists and another trader’s items (404)', async () => {
    const owner = await trader('mente.rutina.duena');
    const intruder = await trader('mente.rutina.intrusa');
    const routine = await send<MindRoutine>(
      owner,
      'PUT',
      `${MIND}/routine`,
      { items: [{ text: 'Mía' }] },
      200,
    );
    const ownerItem = routine.items[0]?.id as string;

    for (const body of [
      { items: [] },
      { items: Array.from({ length: 16 }, (_, index) => ({ text: `Paso ${index}` })) },
      { items: [{ text: '   ' }] },
      { items: [{ text: 'x'.repeat(121) }] },
      { items: [{ id: 'no-es-un-id', text: 'Algo' }] },
      { items: ['texto suelto'] },
      {},
    ]) {
      await refused(intruder, 'PUT', `${MIND}/routine`, body);
    }
    await refused(owner, 'PUT', `${MIND}/routine`, {
      items: [
        { id: ownerItem, text: 'Una' },
        { id: ownerItem, text: 'Dos' },
      ],
    });
    await refused(intruder, 'PUT', `${MIND}/routine/today`, { checkedIds: 'todos' });
    await refused(intruder, 'PUT', `${MIND}/routine/today`, { checkedIds: ['no-es-un-id'] });

    await refused(intruder, 'PUT', `${MIND}/routine/today`, { checkedIds: [ownerItem] }, 404);
    await refused(intruder, 'PUT', `${MIND}/routine`, { items: [{ id: ownerItem, text: 'Robada' }] }, 404);
    expect((await get<MindRoutine>(owner, `${MIND}/routine`)).items).toMatchObject([
      { id: ownerItem, text: 'Mía' },
    ]);
    expect((await get<MindRoutine>(intruder, `${MIND}/routine`)).items).toEqual([]);
  });
});

describe('MindCrafter consent and tilt', () => {
  it('consent is off by default; without it the journal is not read', async () => {
    const user = await trader('mente.sin.permiso');
    expect(await get<MindSettings>(user, `${MIND}/settings`)).toEqual({ tiltConsent: false });
    expect(await get<MindTiltResponse>(user, `${MIND}/tilt`)).toEqual({ consent: false, meter: null });
    for (const body of [{ tiltConsent: 'sí' }, { tiltConsent: null }, {}, { tiltConsent: true, extra: 1 }]) {
      await refused(user, 'PUT', `${MIND}/settings`, body);
    }
    expect(await get<MindSettings>(user, `${MIND}/settings`)).toEqual({ tiltConsent: false });
  });

  it('with consent, relays the journal’s meter of the trader’s own trades; withdrawn, stops', async () => {
    const user = await trader('mente.tilt');
    const account = await send<TradingAccount>(
      user,
      'POST',
      '/api/journal/accounts',
      { name: 'Demo', currency: 'USD', initialBalance: '10000.00', kind: 'demo' },
      201,
    );
    const now = Date.now();
    for (const minutesAgo of [90, 60, 30]) {
      const open = new Date(now - minutesAgo * 60_000);
      await send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: account.id,
          symbol: 'EURUSD',
          side: 'buy',
          openTime: open.toISOString(),
          closeTime: new Date(open.getTime() + 5 * 60_000).toISOString(),
          entryPrice: '1.10000',
          exitPrice: '1.09900',
          stopLoss: '1.09900',
          volume: '1',
        },
        201,
      );
    }
    expect(await send<MindSettings>(user, 'PUT', `${MIND}/settings`, { tiltConsent: true }, 200)).toEqual({
      tiltConsent: true,
    });
    const relayed = await get<MindTiltResponse>(user, `${MIND}/tilt`);
    const direct = await get<TiltMeter>(user, '/api/journal/tilt');
    expect(relayed.consent).toBe(true);
    if (!relayed.meter) throw new Error('sin medidor');
    expect(relayed.meter.trades.map((trade) => trade.id)).toEqual(direct.trades.map((trade) => trade.id));
    expect(relayed.meter.trades).toHaveLength(3);
    expect(relayed.meter.signals.map((signal) => signal.key)).toContain('losing-streak');
    expect(relayed.meter.score).toBe(direct.score);

    // Another trader with consent never sees these trades.
    const other = await trader('mente.tilt.otro');
    await send(other, 'PUT', `${MIND}/settings`, { tiltConsent: true }, 200);
    const theirs = await get<MindTiltResponse>(other, `${MIND}/tilt`);
    expect(theirs.meter?.trades).toEqual([]);

    await send(user, 'PUT', `${MIND}/settings`, { tiltConsent: false }, 200);
    expect(await get<MindTiltResponse>(user, `${MIND}/tilt`)).toEqual({ consent: false, meter: null });
  });
});

describe('MindCrafter overview', () => {
  it('sums up the header in one call', async () => {
    const user = await trader('mente.resumen');
    const fresh = await get<MindOverview>(user, `${MIND}/overview`);
    expect(fresh).toMatchObject({
      todayCheckIn: null,
      recentCheckIns: [],
      routine: { itemCount: 0, checkedCount: 0, completed: false },
      bestFocusScore: null,
      breathingSessionsThisWeek: 0,
      focusDrillsThisWeek: 0,
      checkInsThisWeek: 0,
      tiltConsent: false,
    });
    const checkIn = await send<MindCheckIn>(user, 'POST', `${MIND}/check-ins`, goodCheckIn, 201);
    await send(user, 'POST', `${MIND}/breathing-sessions`, { technique: 'box', cycles: 2 }, 201);
    await send(user, 'POST', `${MIND}/focus-drills`, goodDrill, 201);
    const routine = await send<MindRoutine>(
      user,
      'PUT',
      `${MIND}/routine`,
      { items: [{ text: 'Uno' }, { text: 'Dos' }] },
      200,
    );
    await send(user, 'PUT', `${MIND}/routine/today`, { checkedIds: [routine.items[0]?.id] }, 200);
    await send(user, 'PUT', `${MIND}/settings`, { tiltConsent: true }, 200);
    const overview = await get<MindOverview>(user, `${MIND}/overview`);
    expect(overview).toMatchObject({
      date: checkIn.date,
      todayCheckIn: { id: checkIn.id },
      routine: { itemCount: 2, checkedCount: 1, completed: false },
      bestFocusScore: 86,
      breathingSessionsThisWeek: 1,
      focusDrillsThisWeek: 1,
      checkInsThisWeek: 1,
      tiltConsent: true,
    });
    expect(overview.recentCheckIns.map((item) => item.id)).toEqual([checkIn.id]);
  });
});

describe('the demo trader’s MindCrafter', () => {
  it('has four weeks of check-ins (some low), consent, a routine partly ticked today, breathing and drills', async () => {
    const demo = await loginDemo(stack, 'trader');
    await eventually(async () => (await get<MindRoutine>(demo, `${MIND}/routine`)).items.length > 0, 60_000);
    const checkIns = await get<MindCheckIn[]>(demo, `${MIND}/check-ins?days=30`);
    expect(checkIns.length).toBeGreaterThanOrEqual(20);
    expect(checkIns.filter((item) => item.level === 'low').length).toBeGreaterThanOrEqual(3);
    expect(checkIns.filter((item) => item.level === 'high').length).toBeGreaterThanOrEqual(3);
    expect(await get<MindSettings>(demo, `${MIND}/settings`)).toEqual({ tiltConsent: true });
    const routine = await get<MindRoutine>(demo, `${MIND}/routine`);
    expect(routine.items).toHaveLength(5);
    expect(routine.today).toMatchObject({ completed: false });
    expect(routine.today.checkedIds).toHaveLength(3);
    expect((await get<BreathingSession[]>(demo, `${MIND}/breathing-sessions`)).length).toBeGreaterThanOrEqual(
      5,
    );
    const drills = await get<FocusDrillHistory>(demo, `${MIND}/focus-drills`);
    expect(drills.items.length).toBeGreaterThanOrEqual(5);
    expect(drills.bestScore).toBe(drills.items[0]?.score);
    // Each check-in reached the journal, dated as it happened (EdgePilot relates results to readiness).
    const recorded = await jobs('journal', 'learning.mind.check-in.recorded', demo.userId);
    expect(recorded.length).toBeGreaterThanOrEqual(20);
    const announced = new Set(recorded.map((job) => job.data.payload.checkInId));
    expect(checkIns.every((item) => announced.has(item.id))).toBe(true);
    // Only the last week's exercises pay and count for the streak, and none today.
    const paid = await exerciseJobs(demo.userId);
    expect(paid.length).toBeGreaterThan(0);
    const today = (await get<MindOverview>(demo, `${MIND}/overview`)).date;
    expect(paid.every((payload) => (payload.date as string) < today)).toBe(true);
  }, 90_000);
});
