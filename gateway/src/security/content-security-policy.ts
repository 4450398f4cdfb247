/** The CSP of every page: the shell and remotes load from our origin (or declared remote origins) only. */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    // antd writes its styles at run time (CSS-in-JS).
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:', ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Strict-Transport-Security would pin a developer's localhost to HTTPS; send it only for real host names. */
export function isLocalHost(hostname: string | undefined): boolean {
  if (!hostname) return true;
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith('.localhost');
}
