import type { JournalStats } from '@pipcrafters/contracts';
import { domainEvent, eventJobStates } from '@pipcrafters/platform/src/testing/event-sender';
import { eventually, login, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { account, get, journalEvents, send, trader } from '../testing/journal-api';

const stack = inject('stack');
const events = journalEvents();
beforeAll(() => events.start());
afterAll(() => events.stop());

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();

/** A trader with one winning trade of 20.00 (net) in their journal, signed out. */
async function traderWithATrade(prefix: string): Promise<SignedIn & { email: string }> {
  const user = await trader(prefix);
  const usd = await account(user);
  await send(
    user,
    'POST',
    '/api/journal/trades',
    {
      accountId: usd.id,
      symbol: 'EURUSD',
      side: 'buy',
      openTime: at(3),
      closeTime: at(2),
      entryPrice: '1.10000',
      exitPrice: '1.10020',
      volume: '1',
    },
    201,
  );
  return user;
}

/**
 * Changes the user's trades without raising their data version (triggers off for this one transaction): a figure
 * the API then answers unchanged is one it kept, not one it computed again.
 */
async function changeUnseen(userId: string, net: string): Promise<void> {
  await sql(
    stack,
    `BEGIN; SET LOCAL session_replication_role = replica;
     UPDATE journal.trades SET net = ${Number(net)} WHERE user_id = '${userId}'; COMMIT;`,
  );
}

const sessionHandled = (userId: string, count: number) =>
  eventually(async () => {
    const states = await eventJobStates(stack, 'journal', 'identity.session.started', userId);
    return states.length >= count && states.every((state) => state === 'completed');
  }, 20_000);

/** The user's net as stored, summed (what a fresh computation of the summary would answer). */
async function storedNet(userId: string): Promise<number> {
  const [row] = await sql<{ net: string }>(
    stack,
    'SELECT sum(net)::text AS net FROM journal.trades WHERE user_id = $1',
    [userId],
  );
  return Number(row?.net);
}

describe('a session’s first figures, computed when it starts', () => {
  it('are computed at sign-in, and the dashboard’s read answers from them', async () => {
    const { userId, email } = await traderWithATrade('sesion.cifras');
    const net = await storedNet(userId);
    // `trader` signed in before there was any journal data (nothing worth computing then); this sign-in counts.
    const earlier = (await eventJobStates(stack, 'journal', 'identity.session.started', userId)).length;
    const user = await login(stack, email, TEST_PASSWORD);
    await sessionHandled(userId, earlier + 1);

    await changeUnseen(userId, '999');
    try {
      const stats = await get<JournalStats>(user, '/api/journal/stats');
      expect(stats.summary.trades).toBe(1);
      expect(Number(stats.summary.net)).toBe(net);
    } finally {
      await changeUnseen(userId, String(net));
    }
  });

  it('skip a user with no journal data or a stale event, and a repeated event changes nothing', async () => {
    const { userId, email } = await traderWithATrade('sesion.repetida');
    const user = await login(stack, email, TEST_PASSWORD);
    const net = await storedNet(userId);
    const started = domainEvent('identity.session.started', {
      userId,
      timeZone: 'Europe/Madrid',
      reason: 'sign-in',
    });
    const stale = domainEvent(
      'identity.session.started',
      { userId, timeZone: null, reason: 'new-day' },
      new Date(Date.now() - 3600_000),
    );
    const unknown = domainEvent('identity.session.started', {
      userId: '00000000-0000-4000-8000-000000000000',
      timeZone: null,
      reason: 'sign-in',
    });
    // Each is handled (none fails and is retried).
    await events.deliver(started, started, stale, unknown);
    const stats = await get<JournalStats>(user, '/api/journal/stats');
    expect(Number(stats.summary.net)).toBe(net);
    expect(stats.summary.trades).toBe(1);
  });
});
