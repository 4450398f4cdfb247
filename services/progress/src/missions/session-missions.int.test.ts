import { randomUUID } from 'node:crypto';
import type { Mission } from '@pipcrafters/contracts';
import { eventJobStates } from '@pipcrafters/platform/src/testing/event-sender';
import {
  activeUser,
  eventually,
  login,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventSender, event, getJson } from '../testing/progress-api';
import { MISSIONS_PER_PERIOD, PLATFORM_MISSIONS } from './mission-catalog';

const stack = inject('stack');
const events = new EventSender(stack);
let admin: SignedIn;

beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
  await events.start();
});
afterAll(() => events.stop());

/** The user's missions as stored, without asking the API (which would create them). */
const storedMissions = (userId: string) =>
  sql<{ id: string; kind: string }>(
    stack,
    'SELECT id, kind FROM progress.missions WHERE user_id = $1 ORDER BY id',
    [userId],
  );

const EXPECTED = PLATFORM_MISSIONS.length + 2 * MISSIONS_PER_PERIOD;

describe('missions prepared when a session starts', () => {
  it('a sign-in creates the day’s and week’s missions before any read, and the read lists those', async () => {
    const user = await activeUser(stack, admin, 'sesion.misiones');
    await eventually(async () => (await storedMissions(user.userId)).length === EXPECTED, 20_000);
    const stored = await storedMissions(user.userId);
    expect(stored.filter((row) => row.kind === 'daily')).toHaveLength(MISSIONS_PER_PERIOD);
    expect(stored.filter((row) => row.kind === 'weekly')).toHaveLength(MISSIONS_PER_PERIOD);

    const listed = await getJson<Mission[]>(user, '/api/missions');
    expect(listed.map((mission) => mission.id).sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it('a repeated event is harmless, and a stale one is skipped', async () => {
    const user = await activeUser(stack, admin, 'sesion.repetida');
    await eventually(async () => (await storedMissions(user.userId)).length === EXPECTED, 20_000);
    const started = event('identity.session.started', {
      userId: user.userId,
      timeZone: null,
      reason: 'sign-in',
    });
    await events.deliver(started, started);
    expect(await storedMissions(user.userId)).toHaveLength(EXPECTED);

    const someoneElse = randomUUID();
    await events.deliver(
      event(
        'identity.session.started',
        { userId: someoneElse, timeZone: null, reason: 'new-day' },
        new Date(Date.now() - 3600_000),
      ),
    );
    expect(await storedMissions(someoneElse)).toHaveLength(0);
  });

  it('identity announces ACTIVE accounts only: a pending or rejected applicant’s session prepares nothing', async () => {
    const pending = await register(stack, 'sesion.pendiente');
    const rejected = await register(stack, 'sesion.rechazada');
    const refused = await admin.client.post(`/api/admin/requests/${rejected.userId}/reject`, {});
    expect(refused.status).toBe(200);
    await expect(login(stack, rejected.email, TEST_PASSWORD)).rejects.toThrow(/403/);
    const approvedOne = await activeUser(stack, admin, 'sesion.testigo');
    // The ACTIVE account's sign-in, published after the others, has been handled by now.
    await eventually(async () => (await storedMissions(approvedOne.userId)).length === EXPECTED, 20_000);
    for (const applicant of [pending, rejected]) {
      expect(await eventJobStates(stack, 'progress', 'identity.session.started', applicant.userId)).toEqual(
        [],
      );
      expect(await storedMissions(applicant.userId)).toHaveLength(0);
    }
  });
});
