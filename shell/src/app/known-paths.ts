import { remoteForPath } from '@pipcrafters/contracts';

/** Signed-in pages the shell renders itself (besides '/'). */
export const SHELL_PROTECTED_PATHS = ['/dashboard', '/profile', '/notifications'];

/** True when the path is a page of the product (shell or remote) rather than an unknown address. */
export function isKnownProtectedPath(pathname: string): boolean {
  return SHELL_PROTECTED_PATHS.includes(pathname) || remoteForPath(pathname) !== undefined;
}
