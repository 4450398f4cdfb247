import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode, serviceForPath } from '@pipcrafters/contracts';
import {
  type AccessLevel,
  addErrorResponse,
  describeAccess,
  HTTP_METHODS,
  type HttpMethod,
  isWrite,
  type OpenAPIObject,
  type PlatformOperation,
  type RoutePolicy,
  SCHEMA_REF_PREFIX,
} from '@pipcrafters/service-kit';
import { GatewayMessages } from '../messages';

const Texts = GatewayMessages.docs;

/** What the gateway's own document says of its forwarding routes, beyond the access they require. */
export interface GatewayOperation extends PlatformOperation {
  /** The name of the path parameter that stands for the rest of the path (`@All('*path')`). */
  'x-catch-all'?: string;
  /** The rate-limited action the route counts (`@RateLimit('login')`): 429 past the limit. */
  'x-rate-limited'?: string;
}

/** A service's document as the gateway fetched it, or why it could not. */
export interface UpstreamDocument {
  service: string;
  document?: OpenAPIObject;
  error?: string;
}

export interface UpstreamStatus {
  service: string;
  available: boolean;
  error?: string;
}

/** The merged document: every public route of the platform, and which services' documents it holds. */
export interface MergedDocument extends OpenAPIObject {
  'x-upstreams': UpstreamStatus[];
}

type Operations = Partial<Record<HttpMethod, GatewayOperation>>;

const RANK: Record<AccessLevel, number> = { public: 0, 'signed-in': 1, admin: 2 };

/** A gateway route's path template as a pattern: `{name}` is one segment, the catch-all parameter any rest. */
function routePattern(path: string, catchAll: string | undefined): RegExp {
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      return name === catchAll ? '.+' : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

interface GatewayRoute {
  method: HttpMethod;
  pattern: RegExp;
  operation: GatewayOperation;
}

/** The gateway's forwarding routes, in the order Express tries them (the order of its document). */
function forwardingRoutes(gateway: OpenAPIObject): GatewayRoute[] {
  return Object.entries(gateway.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as Operations)[method];
      if (!operation || !isForwarded(path, operation)) return [];
      return [{ method, pattern: routePattern(path, operation['x-catch-all']), operation }];
    }),
  );
}

const isForwarded = (path: string, operation: GatewayOperation) =>
  operation['x-catch-all'] !== undefined || serviceForPath(path) !== undefined;

/** A policy as `describeAccess` takes it, from an access level. */
const policyOf = (level: AccessLevel, anyAccountStatus: boolean): RoutePolicy => ({
  audience: level === 'public' ? 'public' : 'signed-in',
  roles: level === 'admin' ? ['ADMIN'] : [],
  anyAccountStatus,
  bearerOnly: false,
});

/**
 * A request must pass the gateway's guard and then the service's: the stricter of both policies is the route's.
 * A side that is public imposes nothing; a non-active account gets through only if neither side stops it.
 */
function effectivePolicy(gateway: GatewayOperation, service: GatewayOperation): RoutePolicy {
  const gatewayLevel = gateway['x-access'] ?? 'signed-in';
  const serviceLevel = service['x-access'] ?? 'signed-in';
  const level = RANK[gatewayLevel] >= RANK[serviceLevel] ? gatewayLevel : serviceLevel;
  const lets = (side: GatewayOperation, sideLevel: AccessLevel) =>
    sideLevel === 'public' || side['x-any-account-status'] === true;
  return policyOf(level, lets(gateway, gatewayLevel) && lets(service, serviceLevel));
}

/** What the gateway adds to every route it forwards: CSRF on writes, body limit, rate limits, upstream failures. */
function addGatewayChecks(method: HttpMethod, operation: GatewayOperation, route: GatewayOperation): void {
  if (isWrite(method)) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: CSRF_HEADER,
        in: 'header',
        required: false,
        description: Texts.csrfHeader,
        schema: { type: 'string', enum: [CSRF_HEADER_VALUE] },
      },
    ];
    addErrorResponse(operation, 403, [ErrorCode.CSRF_REJECTED]);
  }
  if (operation.requestBody) addErrorResponse(operation, 413, [ErrorCode.PAYLOAD_TOO_LARGE]);
  if (route['x-rate-limited']) addErrorResponse(operation, 429, [ErrorCode.RATE_LIMITED]);
  addErrorResponse(operation, 502, [ErrorCode.BAD_GATEWAY]);
  addErrorResponse(operation, 503, [ErrorCode.SERVICE_UNAVAILABLE]);
  addErrorResponse(operation, 504, [ErrorCode.GATEWAY_TIMEOUT]);
}

/** Rewrites every `$ref` to a renamed schema, anywhere in a JSON value. */
function renameRefs<T>(value: T, renamed: Map<string, string>): T {
  if (renamed.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (key, inner) => {
    if (key !== '$ref' || typeof inner !== 'string' || !inner.startsWith(SCHEMA_REF_PREFIX)) return inner;
    const target = renamed.get(inner.slice(SCHEMA_REF_PREFIX.length));
    return target ? `${SCHEMA_REF_PREFIX}${target}` : inner;
  }) as T;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One document for the whole API: the gateway's own routes, then each service's routes that the gateway forwards
 * (paths under the prefixes the service owns), each with the policy of both guards and the gateway's own errors. A
 * service whose document could not be fetched is listed in `x-upstreams` and leaves the others untouched.
 */
export function mergeApiDocuments(gateway: OpenAPIObject, upstreams: UpstreamDocument[]): MergedDocument {
  const routes = forwardingRoutes(gateway);
  const paths: OpenAPIObject['paths'] = {};
  const schemas = { ...gateway.components?.schemas };

  for (const [path, item] of Object.entries(gateway.paths)) {
    const own: Operations = {};
    for (const method of HTTP_METHODS) {
      const operation = (item as Operations)[method];
      if (operation && !isForwarded(path, operation)) own[method] = { ...operation, tags: ['gateway'] };
    }
    if (Object.keys(own).length > 0) paths[path] = own;
  }

  for (const upstream of upstreams) {
    if (!upstream.document) continue;
    const renamed = new Map<string, string>();
    for (const [name, schema] of Object.entries(upstream.document.components?.schemas ?? {})) {
      const known = schemas[name];
      const target = known && !sameJson(known, schema) ? `${upstream.service}.${name}` : name;
      if (target !== name) renamed.set(name, target);
      schemas[target] = schema;
    }
    const document = renameRefs(upstream.document, renamed);
    for (const [path, item] of Object.entries(document.paths)) {
      // Health checks and /internal are the service's own business: the gateway never forwards them.
      if (serviceForPath(path)?.name !== upstream.service) continue;
      const merged: Operations = {};
      for (const method of HTTP_METHODS) {
        const operation = (item as Operations)[method];
        if (!operation) continue;
        const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
        // A route no gateway handler forwards is unreachable: it is not part of the API.
        if (!route) continue;
        const described: GatewayOperation = {
          ...operation,
          tags: [upstream.service],
          operationId: `${upstream.service}.${operation.operationId}`,
          responses: { ...operation.responses },
        };
        describeAccess(described, effectivePolicy(route.operation, operation));
        addGatewayChecks(method, described, route.operation);
        merged[method] = described;
      }
      if (Object.keys(merged).length > 0) paths[path] = merged;
    }
  }

  const missing = upstreams
    .filter((upstream) => !upstream.document)
    .map((upstream) => `${upstream.service} (${upstream.error ?? Texts.upstreamSilent})`);
  return {
    openapi: gateway.openapi,
    info: {
      title: Texts.title,
      version: gateway.info.version,
      description: Texts.description(missing),
    },
    paths,
    components: { ...gateway.components, schemas },
    'x-upstreams': upstreams.map(({ service, document, error }) => ({
      service,
      available: document !== undefined,
      ...(document ? {} : { error: error ?? Texts.upstreamSilent }),
    })),
  };
}

/**
 * The policy of every route, one sorted line each (`GET /api/notifications signed-in`): the snapshot a reviewer
 * sees change whenever a route's access does.
 */
export function accessPolicyLines(document: OpenAPIObject): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const operation = (item as Operations)[method];
        if (!operation) return [];
        const anyStatus = operation['x-any-account-status'] ? ' any-status' : '';
        return [`${method.toUpperCase()} ${path} ${operation['x-access'] ?? 'sin x-access'}${anyStatus}`];
      }),
    )
    .sort();
}
