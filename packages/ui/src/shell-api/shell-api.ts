import type { PublicUser, RealtimeEventName, RealtimeEvents, Role, UserStatus } from '@pipcrafters/contracts';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import {
  DEFAULT_CONTEXT_SECTION,
  SECTION_CONTEXTS,
  type SectionContext,
} from '../navigation-context/navigation-context';

/** Who is signed in, as the shell knows it (one GET /api/auth/me per page load, kept current by the shell). */
export interface ShellSession {
  /** null when signed out, and while `loading`. */
  user: PublicUser | null;
  roles: readonly Role[];
  status: UserStatus | null;
  /** True until the shell knows whether anybody is signed in. */
  loading: boolean;
  /** Ends the session (`everywhere`: on every device), forgets cached data and goes to /auth. */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>;
}

/** The section the user is in, as the header's "Contexto" shows it, and when it was last visited. */
export interface NavigationContextValue {
  section: SectionContext;
  /** ISO 8601; null when never recorded. */
  visitedAt: string | null;
}

export type RealtimeHandler<E extends RealtimeEventName> = (payload: RealtimeEvents[E]) => void;

/**
 * What the shell lends to remotes. `useSession` and `useNavigationContext` are hooks (they may read the shell's
 * stores, router and query client); `subscribeRealtime` listens on the shell's one socket.io connection and returns
 * the unsubscribe.
 */
export interface ShellApi {
  useSession: () => ShellSession;
  useNavigationContext: () => NavigationContextValue;
  subscribeRealtime: <E extends RealtimeEventName>(event: E, handler: RealtimeHandler<E>) => () => void;
  /**
   * antd's page-wide configuration (theme and dark mode, Spanish locale, tooltip timing) as a provider component,
   * downloaded on first call with antd's style engine: see `lazyWithAntd`. Absent where the whole page already sits
   * inside antd's provider (a remote opened on its own).
   */
  loadAntdProvider?: () => Promise<AntdProvider>;
}

/** What `loadAntdProvider` resolves to: draws its children inside antd's ConfigProvider. */
export type AntdProvider = ComponentType<{ children: ReactNode }>;

/** The view of a session every implementation returns: roles and status read off the user. */
export function sessionOf(
  user: PublicUser | null,
  loading: boolean,
  signOut: ShellSession['signOut'],
): ShellSession {
  return { user, roles: user?.roles ?? [], status: user?.status ?? null, loading, signOut };
}

const NO_SESSION = sessionOf(null, false, async () => undefined);
const DEFAULT_NAVIGATION_CONTEXT: NavigationContextValue = {
  section: SECTION_CONTEXTS[DEFAULT_CONTEXT_SECTION],
  visitedAt: null,
};

/** Before anything is registered (a component rendered outside the shell and outside a standalone page). */
const INERT_SHELL_API: ShellApi = {
  useSession: () => NO_SESSION,
  useNavigationContext: () => DEFAULT_NAVIGATION_CONTEXT,
  subscribeRealtime: () => () => undefined,
};

let shellApi: ShellApi = INERT_SHELL_API;

/**
 * Installs the implementations every remote reads: the shell's at start (shell/src/shell-api), or the standalone
 * page's fallbacks. Call it before the first render: the hooks are the registered ones, so swapping them under a
 * mounted component would change its hooks between renders. This module is part of the `@pipcrafters/ui`
 * singleton, so there is one registry in the page, the shell's.
 */
export function registerShellApi(api: ShellApi): void {
  shellApi = api;
}

/** The signed-in user, roles, status and sign-out, from the shell: no request of its own. */
export function useSession(): ShellSession {
  return shellApi.useSession();
}

/** The navigation context the shell records (section, its focus and suggested actions, last visit). */
export function useNavigationContext(): NavigationContextValue {
  return shellApi.useNavigationContext();
}

/**
 * Listens to one realtime event on the shell's socket while the component is mounted. A remote never opens a
 * socket of its own (the gateway caps sockets per user); the handler may change on every render.
 */
export function useRealtime<E extends RealtimeEventName>(event: E, handler: RealtimeHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(event, (payload) => latest.current(payload)), [event]);
}

/** The registered `loadAntdProvider`, or none (see ShellApi). */
export function antdProviderLoader(): (() => Promise<AntdProvider>) | undefined {
  return shellApi.loadAntdProvider;
}

/** The same subscription outside React (a remote's store, say); returns the unsubscribe. */
export function subscribeRealtime<E extends RealtimeEventName>(
  event: E,
  handler: RealtimeHandler<E>,
): () => void {
  return shellApi.subscribeRealtime(event, handler);
}
