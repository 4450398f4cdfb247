import {
  activeUser,
  bearer,
  login,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import {
  localPorts,
  sql,
  startExtraGateway,
  TEST_PASSWORD,
  unannouncedSql,
} from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

/** GET /api/user on `gatewayUrl` with the user's access token: the gateway's own decision on the session. */
const userStatus = async (gatewayUrl: string, user: SignedIn) =>
  (await fetch(`${gatewayUrl}/api/user`, { headers: bearer(user.accessToken) })).status;

/** How long until `gatewayUrl` refuses the user (polling every 25 ms), or null when it still lets them in. */
async function refusedWithin(gatewayUrl: string, user: SignedIn, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if ((await userStatus(gatewayUrl, user)) !== 200) return Date.now() - started;
    await sleep(25);
  }
  return null;
}

/**
 * The backend of the gateway's listening connection once the adapter has LISTENed on it, after the feed did (or the
 * feed's heartbeat has run on it since).
 */
async function listeningBackend(gatewayPid: number, not?: number): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const rows = await sql<{ pid: number }>(
      stack,
      `SELECT pid FROM pg_stat_activity
        WHERE application_name = 'pipcrafters-gateway-realtime-listen' AND client_port = ANY($1::int[])
          AND (query LIKE 'LISTEN "socket.io%' OR query LIKE 'NOTIFY%') AND pid IS DISTINCT FROM $2`,
      [localPorts(gatewayPid), not ?? null],
    );
    if (rows[0]) return rows[0].pid;
    await sleep(100);
  }
  throw new Error('la pasarela adicional no escucha');
}

describe('identity’s session changes reach the gateway as they commit', () => {
  it('shuts out an account suspended in the database at once, not after the cache’s lifetime', async () => {
    const user = await activeUser(stack, admin, 'aviso.suspension');
    expect(await userStatus(stack.gatewayUrl, user)).toBe(200);
    // A write no API made (an operator in psql): the trigger announces it all the same.
    await sql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [user.userId]);
    const after = await refusedWithin(stack.gatewayUrl, user, 2_000);
    expect(after, 'rechazo tras la suspensión (ms)').not.toBeNull();
    const refused = await fetch(`${stack.gatewayUrl}/api/user`, { headers: bearer(user.accessToken) });
    expect(await refused.json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_SUSPENDED' });
  });

  it('ends a session revoked in the database at once, and lets every other session of the user be', async () => {
    const user = await activeUser(stack, admin, 'aviso.revocacion');
    const other = await login(stack, user.email, TEST_PASSWORD);
    expect(await userStatus(stack.gatewayUrl, user)).toBe(200);
    expect(await userStatus(stack.gatewayUrl, other)).toBe(200);
    await sql(stack, 'UPDATE identity.refresh_tokens SET revoked_at = now() WHERE family_id = $1', [
      user.claims.sid,
    ]);
    expect(await refusedWithin(stack.gatewayUrl, user, 2_000)).not.toBeNull();
    expect(await userStatus(stack.gatewayUrl, user)).toBe(401);
    expect(await userStatus(stack.gatewayUrl, other)).toBe(200);
  });

  it('trusts what it heard nothing against for longer than the short lifetime', async () => {
    const user = await activeUser(stack, admin, 'aviso.confianza');
    expect(await userStatus(stack.gatewayUrl, user)).toBe(200);
    await unannouncedSql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [
      user.userId,
    ]);
    // Past the 5 s a state is kept when changes are not heard: still the state from before.
    await sleep(6_000);
    expect(await userStatus(stack.gatewayUrl, user)).toBe(200);
    // Announced, the same change counts at once.
    await sql(stack, "UPDATE identity.users SET status = 'ACTIVE' WHERE id = $1", [user.userId]);
    await sql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [user.userId]);
    expect(await refusedWithin(stack.gatewayUrl, user, 2_000)).not.toBeNull();
  });
});

describe('a gateway whose listening connection is lost', () => {
  let extra: Awaited<ReturnType<typeof startExtraGateway>>;
  beforeAll(async () => {
    extra = await startExtraGateway(stack, { REALTIME_DELIVERY: 'false' });
  });
  afterAll(async () => {
    await extra?.stop();
  });

  it('stops trusting what it kept at once, and follows again once the adapter reconnects', async () => {
    const pid = extra.process.child.pid as number;
    const backend = await listeningBackend(pid);

    const user = await activeUser(stack, admin, 'aviso.caida');
    expect(await userStatus(extra.url, user)).toBe(200);
    await sql(stack, 'SELECT pg_terminate_backend($1)', [backend]);
    await sleep(300);
    // Unheard by anyone, yet seen: what the gateway kept went with the connection.
    await unannouncedSql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [
      user.userId,
    ]);
    expect(await refusedWithin(extra.url, user, 1_000)).not.toBeNull();

    // The adapter connects again within 1–3 s, and announcements count at once on the new connection (kept for
    // 5 s, the state would still be let in after the 1 s allowed here).
    await listeningBackend(pid, backend);
    const next = await activeUser(stack, admin, 'aviso.vuelta');
    expect(await userStatus(extra.url, next)).toBe(200);
    await sql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [next.userId]);
    expect(await refusedWithin(extra.url, next, 1_000)).not.toBeNull();
  });
});
