/**
 * Routes that take files, each with its own size limit: multipart/form-data, or JSON carrying an image as a data URL
 * (a community post); every other request body is capped at the gateway's 1 MB. The gateway and the owning service
 * both read this table.
 */
export interface UploadRoute {
  method: 'POST' | 'PATCH';
  /** A path pattern: `*` stands for one path segment. */
  path: string;
  maxBytes: number;
  /** How long the gateway waits for the service's answer, when longer than its usual wait (UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
}

const MB = 1024 * 1024;

export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  // A statement of 25 MB holds about 95,000 positions: reading and writing 90,000 takes some 16 s on two cores.
  { method: 'POST', path: '/api/journal/imports', maxBytes: 25 * MB, timeoutMs: 60_000 },
  { method: 'POST', path: '/api/journal/trades/*/screenshots', maxBytes: 10 * MB },
  { method: 'POST', path: '/api/strategies/*/screenshots', maxBytes: 10 * MB },
  // A post's image of up to 5 MB, sent as base64 in the JSON (4/3 of its size), with the post's text beside it.
  { method: 'POST', path: '/api/community/posts', maxBytes: 8 * MB },
  { method: 'PATCH', path: '/api/community/posts/*', maxBytes: 8 * MB },
  // A bank statement's CSV (up to 2,000,000 characters) sent as JSON text: accented letters and escapes included.
  { method: 'POST', path: '/api/finance/imports', maxBytes: 6 * MB },
  { method: 'POST', path: '/api/finance/imports/preview', maxBytes: 6 * MB },
];

/** The upload route a request is for, if any. */
export function uploadRoute(method: string, path: string): UploadRoute | undefined {
  return UPLOAD_ROUTES.find(
    (item) =>
      item.method === method.toUpperCase() &&
      new RegExp(`^${item.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`).test(path),
  );
}

/** The largest body a request may carry: its upload route's limit, or `fallback`. */
export function uploadLimit(method: string, path: string, fallback: number): number {
  return uploadRoute(method, path)?.maxBytes ?? fallback;
}
