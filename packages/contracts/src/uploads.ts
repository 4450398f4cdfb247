/**
 * Routes that take files (multipart/form-data), each with its own size limit; every other request body is capped
 * at the gateway's 1 MB. The gateway and the owning service both read this table.
 */
export interface UploadRoute {
  method: 'POST';
  /** A path pattern: `*` stands for one path segment. */
  path: string;
  maxBytes: number;
}

const MB = 1024 * 1024;

export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  { method: 'POST', path: '/api/journal/imports', maxBytes: 25 * MB },
  { method: 'POST', path: '/api/journal/trades/*/screenshots', maxBytes: 10 * MB },
  { method: 'POST', path: '/api/strategies/*/screenshots', maxBytes: 10 * MB },
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
