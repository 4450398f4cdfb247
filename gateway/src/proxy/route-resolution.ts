import { type ServiceDefinition, serviceForPath } from '@pipcrafters/contracts';

/** Dot segments, encoded slashes or dots and backslashes could let a path escape its prefix upstream. */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

/** Paths already resolved (null: none owns it), forgotten all at once past this many (ids make paths many). */
const resolved = new Map<string, ServiceDefinition | null>();
const MAX_REMEMBERED = 4096;

/**
 * The service that owns a public /api path, or undefined when none does (404). Only paths under a service's
 * public prefixes resolve, so /internal/** is never reachable through the gateway. Each request asks twice (the
 * path check, then the proxy): the answer is remembered per path.
 */
export function resolveService(pathname: string): ServiceDefinition | undefined {
  const known = resolved.get(pathname);
  if (known !== undefined) return known ?? undefined;
  const service =
    pathname.startsWith('/api/') && !AMBIGUOUS_PATH.test(pathname) ? serviceForPath(pathname) : undefined;
  if (resolved.size >= MAX_REMEMBERED) resolved.clear();
  resolved.set(pathname, service ?? null);
  return service;
}
