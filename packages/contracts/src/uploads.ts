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
}

const MB = 1024 * 1024;

export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  { method: 'POST', path: '/api/journal/imports', maxBytes: 25 * MB },
  { method: 'POST', path: '/api/journal/trades/*/screenshots', maxBytes: 10 * MB },
  { method: 'POST', path: '/api/strategies/*/screenshots', maxBytes: 10 * MB },
  // A post's image of up to 5 MB, sent as base64 in the JSON (4/3 of its size), with the post's text beside it.
  { method: 'POST', path: '/api/community/posts', maxBytes: 8 * MB },
  { method: 'PATCH', path: '/api/community/posts/*', maxBytes: 8 * MB },
  // A bank statement's CSV (up to 2,000,000 characters) sent as JSON text: accented letters and escapes included.
  { method: 'POST', path: '/api/finance/imports', maxBytes: 6 * MB },
  { method: 'POST', path: '/api/finance/imports/preview', maxBytes: 6 * MB },
];

/** The largest body a request may carry: its upload route's limit, or `fallback`. */
export function uploadLimit(method: string, path: string, fallback: number): number {
  const route = UPLOAD_ROUTES.find(
    (item) =>
      item.method === method.toUpperCase() &&
      new RegExp(`^${item.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`).test(path),
  );
  return route ? route.maxBytes : fallback;
}
