import type { IncomingHttpHeaders } from 'node:http';
import { GATEWAY_IDENTITY_HEADER, REQUEST_ID_HEADER } from '@pipcrafters/contracts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

type HeaderValue = string | string[] | undefined;

/**
 * Hop-by-hop headers, including those the Connection header names, are for one connection only. The fixed list
 * itself when the Connection header names nothing else (`keep-alive`, `close`: nearly every message), so most
 * messages allocate no set.
 */
function hopByHop(headers: Record<string, HeaderValue>): ReadonlySet<string> {
  const connection = headers.connection;
  if (connection === undefined) return HOP_BY_HOP;
  let names: Set<string> | undefined;
  for (const value of Array.isArray(connection) ? connection : [connection]) {
    for (const part of value.split(',')) {
      const name = part.trim().toLowerCase();
      if (!HOP_BY_HOP.has(name)) {
        names ??= new Set(HOP_BY_HOP);
        names.add(name);
      }
    }
  }
  return names ?? HOP_BY_HOP;
}

export interface ForwardContext {
  identity: string;
  requestId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
  /** Whether incoming X-Forwarded-* come from a trusted proxy and are kept. */
  trustProxy: boolean;
}

/** Headers sent to a service: the client's minus hop-by-hop and spoofable ones, plus the gateway's own. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  context: ForwardContext,
): Record<string, string> {
  const skip = hopByHop(incoming);
  const headers: Record<string, string> = {};
  for (const name in incoming) {
    const value = incoming[name];
    // Node already answered any `Expect: 100-continue` to the client; the upstream request must not repeat it.
    if (value === undefined || skip.has(name) || name === 'host' || name === 'expect') continue;
    if (name === GATEWAY_IDENTITY_HEADER || name === REQUEST_ID_HEADER || name.startsWith('x-forwarded-'))
      continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const priorFor = context.trustProxy ? incoming['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = priorFor ? `${priorFor}, ${context.clientIp}` : context.clientIp;
  headers['x-forwarded-proto'] = context.protocol;
  if (context.host) headers['x-forwarded-host'] = context.host;
  headers[GATEWAY_IDENTITY_HEADER] = context.identity;
  headers[REQUEST_ID_HEADER] = context.requestId;
  return headers;
}

/** Headers passed back to the client: the service's minus hop-by-hop ones (Set-Cookie stays a list). */
export function clientResponseHeaders(
  upstream: Record<string, HeaderValue>,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  setClientResponseHeaders(upstream, {
    setHeader(name, value) {
      headers[name] = value;
    },
  });
  return headers;
}

/** The same headers set straight on the client's response (no intermediate object per request). */
export function setClientResponseHeaders(
  upstream: Record<string, HeaderValue>,
  response: { setHeader(name: string, value: string | string[]): unknown },
): void {
  const skip = hopByHop(upstream);
  for (const name in upstream) {
    const value = upstream[name];
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    response.setHeader(name, value);
  }
}
