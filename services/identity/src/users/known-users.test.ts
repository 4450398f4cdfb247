import type { PublicUser } from '@pipcrafters/contracts';
import { PoolNotifications } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { KnownUsers, USER_CHANGES_CHANNEL } from './known-users';

const ANA = '3f0a4c52-5d7c-4f0e-9a57-0d6a1f2f4b11';
const LUIS = '9b2f2f9e-7e57-4f39-8a43-7b1a8d3b6c10';

function account(id: string, firstName: string): PublicUser {
  return {
    id,
    firstName,
    lastName: 'López',
    email: `${firstName.toLowerCase()}@example.com`,
    status: 'ACTIVE',
    roles: ['USER'],
    preferences: { theme: 'dark', timeZone: null },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A stand-in for the users table: what a read answers now, and how many reads were made. */
function table(rows: Record<string, string>) {
  const state = { rows: { ...rows }, reads: 0 };
  const load = (id: string) => async () => {
    state.reads++;
    const name = state.rows[id];
    return name === undefined ? null : account(id, name);
  };
  return { state, load };
}

/** A cache that hears changes from the start (a connection of the pool listens). */
function following(options: ConstructorParameters<typeof KnownUsers>[0] = {}) {
  const known = new KnownUsers(options);
  known.follow(true);
  return known;
}

describe('KnownUsers', () => {
  it('reads an account once while nothing about it is heard, and never keeps a missing one', async () => {
    const { state, load } = table({ [ANA]: 'Ana' });
    const known = following();
    expect(await known.get(ANA, load(ANA))).toMatchObject({ firstName: 'Ana' });
    expect(await known.get(ANA, load(ANA))).toMatchObject({ firstName: 'Ana' });
    expect(state.reads).toBe(1);
    expect(await known.get(LUIS, load(LUIS))).toBeNull();
    expect(await known.get(LUIS, load(LUIS))).toBeNull();
    expect(state.reads).toBe(3);
  });

  it('reads again the account an announcement names, and every account after `*`', async () => {
    const { state, load } = table({ [ANA]: 'Ana', [LUIS]: 'Luis' });
    const known = following();
    await known.get(ANA, load(ANA));
    await known.get(LUIS, load(LUIS));
    state.rows[ANA] = 'Anabel';
    known.heard(ANA);
    expect(await known.get(ANA, load(ANA))).toMatchObject({ firstName: 'Anabel' });
    expect(await known.get(LUIS, load(LUIS))).toMatchObject({ firstName: 'Luis' });
    expect(state.reads).toBe(3);
    state.rows[LUIS] = 'Luisa';
    known.heard('*');
    expect(await known.get(LUIS, load(LUIS))).toMatchObject({ firstName: 'Luisa' });
    expect(state.reads).toBe(4);
  });

  it('keeps nothing while no connection listens, and drops what it kept when listening stops or starts', async () => {
    const { state, load } = table({ [ANA]: 'Ana' });
    const known = new KnownUsers();
    await known.get(ANA, load(ANA));
    await known.get(ANA, load(ANA));
    expect(state.reads).toBe(2);
    expect(known.size).toBe(0);

    known.follow(true);
    await known.get(ANA, load(ANA));
    expect(known.size).toBe(1);
    // The connection is lost: a change made now would go unheard.
    known.follow(false);
    expect(known.size).toBe(0);
    state.rows[ANA] = 'Anabel';
    expect(await known.get(ANA, load(ANA))).toMatchObject({ firstName: 'Anabel' });
    expect(known.size).toBe(0);
  });

  it('does not keep a read that was running when a change was heard (it may predate the change)', async () => {
    const { state, load } = table({ [ANA]: 'Ana' });
    const known = following();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = known.get(ANA, async () => {
      const before = await load(ANA)();
      await gate;
      return before;
    });
    // The row changes and its announcement arrives while the read's answer is still on its way.
    state.rows[ANA] = 'Anabel';
    known.heard(ANA);
    release();
    expect(await slow).toMatchObject({ firstName: 'Ana' });
    expect(known.size).toBe(0);
    expect(await known.get(ANA, load(ANA))).toMatchObject({ firstName: 'Anabel' });
  });

  it('does not keep a read that was running when listening started (a change before it went unheard)', async () => {
    const { load } = table({ [ANA]: 'Ana' });
    const known = new KnownUsers();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = known.get(ANA, async () => {
      await gate;
      return load(ANA)();
    });
    known.follow(true);
    release();
    await slow;
    expect(known.size).toBe(0);
  });

  it('reads again after the lifetime even when nothing is heard, and keeps at most `max` accounts', async () => {
    let now = 1_000;
    const { state, load } = table({ [ANA]: 'Ana', [LUIS]: 'Luis' });
    const known = following({ ttlMs: 60_000, max: 1, now: () => now });
    await known.get(ANA, load(ANA));
    now += 59_999;
    await known.get(ANA, load(ANA));
    expect(state.reads).toBe(1);
    now += 1;
    await known.get(ANA, load(ANA));
    expect(state.reads).toBe(2);
    // A second account pushes out the first.
    await known.get(LUIS, load(LUIS));
    expect(known.size).toBe(1);
    await known.get(ANA, load(ANA));
    expect(state.reads).toBe(4);
  });

  it('hands out a frozen account (a caller cannot change what the next one gets)', async () => {
    const { load } = table({ [ANA]: 'Ana' });
    const known = following();
    const user = await known.get(ANA, load(ANA));
    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(user?.roles)).toBe(true);
    expect(Object.isFrozen(user?.preferences)).toBe(true);
  });

  it('follows the pool: its channel’s announcements and how many connections listen', async () => {
    const feed = new PoolNotifications();
    const known = new KnownUsers({}, feed);
    known.onModuleInit();
    const { state, load } = table({ [ANA]: 'Ana' });
    feed.emit('listening', 1);
    await known.get(ANA, load(ANA));
    await known.get(ANA, load(ANA));
    expect(state.reads).toBe(1);
    // Another channel's notification is not about accounts.
    feed.emit('notification', 'pipcrafters_session_changes', ANA);
    expect(known.size).toBe(1);
    feed.emit('notification', USER_CHANGES_CHANNEL, ANA);
    expect(known.size).toBe(0);
    await known.get(ANA, load(ANA));
    feed.emit('listening', 0);
    expect(known.size).toBe(0);
    known.onModuleDestroy();
    feed.emit('listening', 1);
    await known.get(ANA, load(ANA));
    expect(known.size).toBe(0);
  });
});
