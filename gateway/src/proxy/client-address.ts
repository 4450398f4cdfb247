import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`): whether the address at `hop` is trusted. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Who sent a request and how, as Express's `req.ip`, `req.protocol` and `req.hostname` tell it. */
export interface RequestClient {
  ip: string;
  protocol: string;
  hostname: string | undefined;
}

/** The first of a comma-separated header's values (X-Forwarded-Proto and -Host are normally one). */
function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Express 5's own answers for a request that does not go through Express (the gateway's proxied lane), with the
 * app's trust function: the client's address (`proxy-addr`, as Express), the protocol (a trusted proxy's
 * X-Forwarded-Proto) and the host name (a trusted proxy's X-Forwarded-Host, else Host, without the port).
 */
export function requestClient(request: IncomingMessage, trust: TrustProxy): RequestClient {
  const trusted = trust(request.socket.remoteAddress, 0);
  let protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (trusted) {
    const forwarded = header(request, 'x-forwarded-proto') || protocol;
    const comma = forwarded.indexOf(',');
    protocol = (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim();
  }
  let host = trusted ? header(request, 'x-forwarded-host') : undefined;
  if (!host) host = header(request, 'host');
  else if (host.includes(',')) host = host.slice(0, host.indexOf(',')).trimEnd();
  let hostname: string | undefined;
  if (host) {
    const offset = host[0] === '[' ? host.indexOf(']') + 1 : 0;
    const colon = host.indexOf(':', offset);
    hostname = colon === -1 ? host : host.slice(0, colon);
  }
  return { ip: proxyaddr(request, trust as (address: string, hop: number) => boolean), protocol, hostname };
}
