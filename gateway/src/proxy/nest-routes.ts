import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { match } from 'path-to-regexp';

/** One route of a controller, as Nest registers it with Express. */
export interface NestRoute {
  method: RequestMethod;
  /** `/api/auth/me`, `/api/*path`. */
  path: string;
  handler: (...args: never[]) => unknown;
  matches: (path: string) => boolean;
}

function pathsOf(metadata: unknown): string[] {
  if (metadata === undefined) return [];
  return Array.isArray(metadata) ? metadata.map(String) : [String(metadata)];
}

function joined(prefix: string, path: string): string {
  const parts = [prefix, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${parts.join('/')}`;
}

/**
 * Every route of these controllers, in the order given, read from the decorators' own metadata, with Express's
 * matching (path-to-regexp as Express's router calls it: any case, an optional trailing slash, the whole path).
 */
export function routesOf(controllers: readonly Type[]): NestRoute[] {
  const routes: NestRoute[] = [];
  for (const controller of controllers) {
    const prefixes = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const paths = pathsOf(Reflect.getMetadata(PATH_METADATA, handler));
      if (paths.length === 0) continue;
      const method =
        (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) ?? RequestMethod.GET;
      for (const prefix of prefixes.length > 0 ? prefixes : ['/']) {
        for (const path of paths) {
          const full = joined(prefix, path);
          const matcher = match(full, { sensitive: false, end: true, trailing: true, decode: false });
          routes.push({
            method,
            path: full,
            handler: handler as NestRoute['handler'],
            matches: (requested) => matcher(requested) !== false,
          });
        }
      }
    }
  }
  return routes;
}

/** Whether a route of this method answers a request of that one (Express also answers HEAD with a GET route). */
function answers(route: RequestMethod, requested: string): boolean {
  if (route === RequestMethod.ALL) return true;
  const name = RequestMethod[route];
  return name === requested || (name === 'GET' && requested === 'HEAD');
}

/** The route Express would give this request to: the first that matches, as its router tries them. */
export function routeFor(routes: readonly NestRoute[], method: string, path: string): NestRoute | undefined {
  return routes.find((route) => answers(route.method, method) && route.matches(path));
}
