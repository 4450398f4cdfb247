/** The spec's timings: redirect after 2 s, banner visible for 3 s. */
export const SESSION_REDIRECT_DELAY_MS = 2000;
export const SESSION_BANNER_MS = 3000;

export interface ExpiryState {
  signedIn: boolean;
  /** Form submissions in flight: their 401 is the form's to report, not the banner's. */
  submissions: number;
  /** The banner is already up for this expiry. */
  expired: boolean;
}

/** A 401 the session could not recover from is announced once, for a signed-in user with no submission in flight. */
export function shouldAnnounceExpiry({ signedIn, submissions, expired }: ExpiryState): boolean {
  return signedIn && submissions === 0 && !expired;
}

/** Where an expired session goes: /auth, unless the current path already contains /auth. */
export function expiryRedirect(pathname: string): string | null {
  return pathname.includes('/auth') ? null : '/auth';
}

export interface ExpiryActions {
  showBanner: () => void;
  hideBanner: () => void;
  endSession: () => void;
  currentPath: () => string;
  navigate: (to: string) => void;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
}

/** Banner now; the session ends and the page goes to /auth after 2 s; the banner goes after 3 s. Returns the timers. */
export function runSessionExpiry({
  showBanner,
  hideBanner,
  endSession,
  currentPath,
  navigate,
  setTimer = setTimeout,
}: ExpiryActions): ReturnType<typeof setTimeout>[] {
  showBanner();
  return [
    setTimer(() => {
      endSession();
      const target = expiryRedirect(currentPath());
      if (target) navigate(target);
    }, SESSION_REDIRECT_DELAY_MS),
    setTimer(hideBanner, SESSION_BANNER_MS),
  ];
}
