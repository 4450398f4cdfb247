import { DEMO_ACCOUNTS, type DomainEvent, eventQueueName } from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { type StackInfo, sql, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityApi, type Session } from '../testing/identity-api';
import { startIsolatedIdentity } from '../testing/isolated-identity';

const stack = inject('stack');
const api = new IdentityApi(stack);

type Named = DomainEvent<'identity.user.named'>['payload'];

/** The names announced to the community for one user, oldest first (read from the bus's job table). */
async function announced(userId: string, on: StackInfo = stack): Promise<Named[]> {
  const rows = await sql<{ data: DomainEvent<'identity.user.named'> }>(
    on,
    `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>'userId' = $2
      ORDER BY created_on, data->>'occurredAt'`,
    [eventQueueName('community', 'identity.user.named'), userId],
  );
  return rows.map((row) => row.data.payload);
}

async function announcedAt(userId: string): Promise<Date | null> {
  const [row] = await sql<{ name_announced_at: Date | null }>(
    stack,
    'SELECT name_announced_at FROM identity.users WHERE id = $1',
    [userId],
  );
  return row?.name_announced_at ?? null;
}

describe('identity.user.named', () => {
  let member: Session;
  beforeAll(async () => {
    member = await api.activeUser(uniqueEmail('nombre'));
  });

  const patch = (body: unknown) => api.call('PATCH', '/api/user', { identity: member.identity, body });

  it('is announced when an admin approves the account, not while it is pending', async () => {
    const pending = await api.register(uniqueEmail('nombre-pendiente'));
    expect(await announced(pending.userId)).toEqual([]);
    expect(await announcedAt(pending.userId)).toBeNull();

    expect(await announced(member.userId)).toEqual([
      { userId: member.userId, firstName: 'Prueba', lastName: 'Integración' },
    ]);
    expect(await announcedAt(member.userId)).toBeInstanceOf(Date);
  });

  it('is announced again only when the first or last name really changes', async () => {
    expect((await patch({ firstName: ' Lucía ' })).status).toBe(200);
    expect((await patch({ preferences: { theme: 'light' } })).status).toBe(200);
    expect((await patch({ firstName: 'Lucía', lastName: 'Integración' })).status).toBe(200);
    expect((await patch({ lastName: 'Fernández', preferences: { theme: 'dark' } })).status).toBe(200);
    expect((await announced(member.userId)).slice(1)).toEqual([
      { userId: member.userId, firstName: 'Lucía', lastName: 'Integración' },
      { userId: member.userId, firstName: 'Lucía', lastName: 'Fernández' },
    ]);
  });

  it('is not announced for a change that is refused', async () => {
    const before = await announced(member.userId);
    expect((await patch({ firstName: '', lastName: 'Otro' })).status).toBe(400);
    expect(await announced(member.userId)).toEqual(before);
  });

  it('is announced for the demo accounts created ACTIVE, not for the pending applicant', async () => {
    const ids = await sql<{ id: string; email: string }>(
      stack,
      'SELECT id, email FROM identity.users WHERE email = ANY($1) AND shadow_of IS NULL',
      [[DEMO_ACCOUNTS.trader.email, DEMO_ACCOUNTS.applicant.email]],
    );
    const trader = ids.find((row) => row.email === DEMO_ACCOUNTS.trader.email);
    const applicant = ids.find((row) => row.email === DEMO_ACCOUNTS.applicant.email);
    expect(await announced(trader?.id ?? '')).toEqual([
      {
        userId: trader?.id,
        firstName: DEMO_ACCOUNTS.trader.firstName,
        lastName: DEMO_ACCOUNTS.trader.lastName,
      },
    ]);
    expect(await announced(applicant?.id ?? '')).toEqual([]);
  });

  it('is announced at start for an account that is ACTIVE without it (the operator admin, older accounts)', async () => {
    const admin = { email: uniqueEmail('jefa-nombre'), password: 'Jefatura-Nombre-2026' };
    const identity = await startIsolatedIdentity(stack, admin);
    try {
      const session = await identity.api.login(admin.email, admin.password);
      const own = { ...stack, databaseUrl: identity.databaseUrl };
      expect(await announced(session.userId, own)).toEqual([
        { userId: session.userId, firstName: 'Administrador', lastName: 'PipCrafters' },
      ]);
    } finally {
      await identity.stop();
    }
  }, 120_000);
});
