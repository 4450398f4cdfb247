import { TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiResponse, Session } from '../testing/identity-api';
import { type IsolatedIdentity, startIsolatedIdentity } from '../testing/isolated-identity';

/**
 * The platform always keeps an active admin. Two admins acting on each other at the same moment used to both
 * succeed and leave none; this identity has a database of its own, so its two admins are the only ones.
 */
const stack = inject('stack');
const ROUNDS = 15;
const FIRST_ADMIN = { email: uniqueEmail('jefa-unica'), password: 'Jefatura-Unica-2026' };

let identity: IsolatedIdentity;
let database: pg.Client;
let first: Session;
let second: Session;

beforeAll(async () => {
  identity = await startIsolatedIdentity(stack, FIRST_ADMIN);
  database = new pg.Client({ connectionString: identity.databaseUrl });
  await database.connect();
  first = await identity.api.login(FIRST_ADMIN.email, FIRST_ADMIN.password);
  const email = uniqueEmail('jefa-segunda');
  const applicant = await identity.api.register(email);
  expect((await as(first, 'POST', `/api/admin/requests/${applicant.userId}/approve`)).status).toBe(200);
  expect((await as(first, 'POST', `/api/admin/users/${applicant.userId}/admin`)).status).toBe(200);
  second = await identity.api.login(email, TEST_PASSWORD);
}, 120_000);

afterAll(async () => {
  await database?.end();
  await identity?.stop();
});

function as(actor: Session, method: string, path: string): Promise<ApiResponse> {
  return identity.api.call(method, path, { identity: actor.identity });
}

async function activeAdmins(): Promise<string[]> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id FROM identity.users WHERE status = 'ACTIVE' AND 'ADMIN' = ANY (roles) ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/** Both admins ACTIVE with the role again, through whichever of them still is one. */
async function restore(): Promise<void> {
  const admins = await activeAdmins();
  if (admins.length === 0) {
    // Only after a failed test (no admin left to act): start the next one from the same two admins.
    await database.query(
      `UPDATE identity.users SET status = 'ACTIVE', roles = ARRAY['USER', 'ADMIN'] WHERE id = ANY ($1::uuid[])`,
      [[first.userId, second.userId]],
    );
    return;
  }
  const actor = admins.includes(first.userId) ? first : second;
  const other = actor === first ? second : first;
  const [row] = (
    await database.query<{ status: string; roles: string[] }>(
      'SELECT status, roles FROM identity.users WHERE id = $1',
      [other.userId],
    )
  ).rows;
  if (row?.status === 'SUSPENDED') {
    expect((await as(actor, 'POST', `/api/admin/users/${other.userId}/reactivate`)).status).toBe(200);
  }
  if (!row?.roles.includes('ADMIN')) {
    expect((await as(actor, 'POST', `/api/admin/users/${other.userId}/admin`)).status).toBe(200);
  }
  expect(await activeAdmins()).toHaveLength(2);
}

/** Fires both actions at once, many times over, and checks that an admin always remains. */
async function race(
  actions: (a: Session, b: Session) => [method: string, path: string, actor: Session][],
): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await restore();
    const results = await Promise.all(
      actions(first, second).map(([method, path, actor]) => as(actor, method, path)),
    );
    answers.push(...results);
    expect(await activeAdmins(), `vuelta ${round}`).not.toHaveLength(0);
    expect(
      results.some((result) => result.status === 200),
      `vuelta ${round}`,
    ).toBe(true);
  }
  await restore();
  return answers;
}

/** What the refused one of two simultaneous actions may answer, and whether any refusal was the lock's 409. */
function expectRefusals(answers: ApiResponse[], conflict: string): void {
  const refused = answers.filter((answer) => answer.status !== 200);
  for (const answer of refused) {
    if (answer.status === 409) {
      expect(answer.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: conflict, error: conflict });
    } else {
      // The actor had already lost the role when the request arrived.
      expect(answer.body).toMatchObject({ statusCode: 403, code: 'ADMIN_REQUIRED' });
    }
  }
  expect(refused.length).toBeGreaterThanOrEqual(ROUNDS);
  // The requests did meet in the database: at least one was refused by the locked check itself.
  expect(refused.some((answer) => answer.status === 409)).toBe(true);
}

describe('the last active admin', () => {
  it('cannot lose the role when two admins remove each other’s at the same moment', async () => {
    const answers = await race((a, b) => [
      ['DELETE', `/api/admin/users/${b.userId}/admin`, a],
      ['DELETE', `/api/admin/users/${a.userId}/admin`, b],
    ]);
    expectRefusals(answers, 'No puedes quitar el rol de administrador al último administrador activo.');
  });

  it('cannot be suspended when two admins suspend each other at the same moment', async () => {
    const answers = await race((a, b) => [
      ['POST', `/api/admin/users/${b.userId}/suspend`, a],
      ['POST', `/api/admin/users/${a.userId}/suspend`, b],
    ]);
    expectRefusals(answers, 'No puedes suspender al último administrador activo.');
  });

  it('keeps one when one admin removes the other’s role while being suspended by them', async () => {
    await race((a, b) => [
      ['DELETE', `/api/admin/users/${b.userId}/admin`, a],
      ['POST', `/api/admin/users/${a.userId}/suspend`, b],
    ]);
  });
});
