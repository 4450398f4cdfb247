import { ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS, SESSION_EXPIRY_COOKIE } from '@pipcrafters/contracts';

/**
 * Whether the session should be refreshed before the next call, from the script-readable cookie holding the
 * access token's expiry in epoch seconds: yes when it expires within the threshold or cannot be read; no when
 * there is no such cookie (a visitor, or a session that ends through the 401 path).
 */
export function sessionExpiringSoon(cookies: string, nowMs: number): boolean {
  const prefix = `${SESSION_EXPIRY_COOKIE}=`;
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  if (value === undefined) return false;
  const expiresAt = /^[1-9]\d*$/.test(value) ? Number(value) : 0;
  return expiresAt - nowMs / 1000 < ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS;
}
