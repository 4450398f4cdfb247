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

/** Hop-by-hop headers, including those the Connection header names, are for one connection only. */
function hopByHop(headers: Record<string, HeaderValue>): Set<string> {
  const names = new Set(HOP_BY_HOP);
  const connection = headers.connection;
  for (const value of Array.isArray(connection) ? connection : connection ? [connection] : []) {
    for (const name of value.split(',')) names.add(name.trim().toLowerCase());
  }
  return names;
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
  for (const [name, value] of Object.entries(incoming)) {
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
  const skip = hopByHop(upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    headers[name] = value;
  }
  return headers;
}
