import { type ServiceDefinition, serviceForPath } from '@pipcrafters/contracts';

/** Dot segments, encoded slashes or dots and backslashes could let a path escape its prefix upstream. */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

/**
 * The service that owns a public /api path, or undefined when none does (404). Only paths under a service's
 * public prefixes resolve, so /internal/** is never reachable through the gateway.
 */
export function resolveService(pathname: string): ServiceDefinition | undefined {
  if (!pathname.startsWith('/api/') || AMBIGUOUS_PATH.test(pathname)) return undefined;
  return serviceForPath(pathname);
}
