/**
 * The CSP of every page: the shell and remotes load from our origin (or declared remote origins) only. The realtime
 * socket connects to the page's own origin, named in its ws(s) form (`socketOrigins`) for browsers whose 'self'
 * does not cover WebSocket schemes; no other WebSocket host is allowed.
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[],
  socketOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    // antd writes its styles at run time (CSS-in-JS).
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...socketOrigins, ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
  };
}

/** The WebSocket origins of the pages' own origins: http → ws, https → wss (anything else has none). */
export function websocketOrigins(pageOrigins: readonly string[]): string[] {
  const schemes: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:' };
  return pageOrigins.flatMap((origin) => {
    try {
      const url = new URL(origin);
      const scheme = schemes[url.protocol];
      return scheme ? [`${scheme}//${url.host}`] : [];
    } catch {
      return [];
    }
  });
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Strict-Transport-Security would pin a developer's localhost to HTTPS; send it only for real host names. */
export function isLocalHost(hostname: string | undefined): boolean {
  if (!hostname) return true;
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith('.localhost');
}
