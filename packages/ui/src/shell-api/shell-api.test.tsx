import type { PublicUser } from '@pipcrafters/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_CONTEXTS } from '../navigation-context/navigation-context';
import {
  registerShellApi,
  type ShellApi,
  type ShellSession,
  sessionOf,
  subscribeRealtime,
  useNavigationContext,
  useSession,
} from './shell-api';

const ana = { id: 'u1', firstName: 'Ana', status: 'ACTIVE', roles: ['USER', 'ADMIN'] } as PublicUser;

/** What a remote's component renders from the shell API (server rendering: no DOM needed). */
function SessionProbe() {
  const { user, roles, status, loading } = useSession();
  const { section, visitedAt } = useNavigationContext();
  return createElement(
    'p',
    null,
    `${user?.firstName ?? 'nadie'}|${roles.join(',')}|${status ?? '-'}|${loading}|${section.name}|${visitedAt ?? '-'}`,
  );
}
const render = () => renderToStaticMarkup(createElement(SessionProbe));

/** Renders what a given copy of `useSession` answers (a fresh module, before anything is registered). */
function FreshSessionProbe({ readSession }: { readSession: () => ShellSession }) {
  const session = readSession();
  return createElement('p', null, `${session.user}|${session.roles.length}|${session.loading}`);
}

const inert = () =>
  registerShellApi({
    useSession: () => sessionOf(null, false, async () => undefined),
    useNavigationContext: () => ({ section: SECTION_CONTEXTS.dashboard, visitedAt: null }),
    subscribeRealtime: () => () => undefined,
  });
afterEach(inert);

describe('the shell API', () => {
  it('answers a signed-out session, the Dashboard context and no events before anything is registered', async () => {
    vi.resetModules();
    const fresh = await import('./shell-api');
    expect(renderToStaticMarkup(createElement(FreshSessionProbe, { readSession: fresh.useSession }))).toBe(
      '<p>null|0|false</p>',
    );
    const handler = vi.fn();
    fresh.subscribeRealtime('notification:new', handler)();
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads the session and navigation context the shell registered', () => {
    registerShellApi({
      useSession: () => sessionOf(ana, false, async () => undefined),
      useNavigationContext: () => ({
        section: SECTION_CONTEXTS.pipjournal,
        visitedAt: '2026-03-01T10:00:00.000Z',
      }),
      subscribeRealtime: () => () => undefined,
    });
    expect(render()).toBe('<p>Ana|USER,ADMIN|ACTIVE|false|PipJournal|2026-03-01T10:00:00.000Z</p>');
  });

  it('passes realtime subscriptions to the registered connection and gives back its unsubscribe', () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn(() => unsubscribe) as unknown as ShellApi['subscribeRealtime'];
    registerShellApi({
      useSession: () => sessionOf(null, true, async () => undefined),
      useNavigationContext: () => ({ section: SECTION_CONTEXTS.general, visitedAt: null }),
      subscribeRealtime: subscribe,
    });
    const handler = vi.fn();
    const stop = subscribeRealtime('trade:new', handler);
    expect(subscribe).toHaveBeenCalledWith('trade:new', handler);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('sessionOf', () => {
  it('reads roles and status off the user, and none while signed out or loading', async () => {
    const signOut = vi.fn(async () => undefined);
    expect(sessionOf(ana, false, signOut)).toEqual({
      user: ana,
      roles: ['USER', 'ADMIN'],
      status: 'ACTIVE',
      loading: false,
      signOut,
    });
    expect(sessionOf(null, true, signOut)).toMatchObject({
      user: null,
      roles: [],
      status: null,
      loading: true,
    });
    await sessionOf(ana, false, signOut).signOut({ everywhere: true });
    expect(signOut).toHaveBeenCalledWith({ everywhere: true });
  });
});
