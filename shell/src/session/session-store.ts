import type { PublicUser } from '@pipcrafters/contracts';
import { create } from 'zustand';

interface SessionState {
  user: PublicUser | null;
  /** True until the first GET /api/auth/me answers. */
  loading: boolean;
  /** Why the user was signed out (rejected or suspended account), shown on the auth page. */
  blockedMessage: string | null;
  /** The session-expired banner is visible. */
  expired: boolean;
  /** The session ended in this page (sign-out, blocked account, expiry): no "return to" after the next login. */
  signedOut: boolean;
  /** Form submissions in flight; a 401 during one is left to the form instead of the session banner. */
  submissions: number;
  setUser: (user: PublicUser | null) => void;
  signOut: (blockedMessage?: string) => void;
  setExpired: (expired: boolean) => void;
  clearBlockedMessage: () => void;
  trackSubmission: <T>(work: Promise<T>) => Promise<T>;
}

export const useSessionStore = create<SessionState>((set) => ({
  user: null,
  loading: true,
  blockedMessage: null,
  expired: false,
  signedOut: false,
  submissions: 0,
  setUser: (user) =>
    set({ user, loading: false, ...(user ? { blockedMessage: null, signedOut: false } : {}) }),
  signOut: (blockedMessage) =>
    set({ user: null, loading: false, signedOut: true, blockedMessage: blockedMessage ?? null }),
  setExpired: (expired) => set({ expired }),
  clearBlockedMessage: () => set({ blockedMessage: null }),
  trackSubmission: async (work) => {
    set((state) => ({ submissions: state.submissions + 1 }));
    try {
      return await work;
    } finally {
      set((state) => ({ submissions: state.submissions - 1 }));
    }
  },
}));

export function isAdmin(user: PublicUser | null): boolean {
  return user?.roles.includes('ADMIN') ?? false;
}

export function fullName(user: PublicUser | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Usuario';
}
