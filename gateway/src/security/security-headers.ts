import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, isLocalHost } from './content-security-policy';

/** helmet on every response; HSTS only for real host names (never pin localhost to HTTPS). */
export function securityHeaders(remoteOrigins: readonly string[]) {
  const options = (hsts: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(remoteOrigins) },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
  const local = options(false);
  const remote = options(true);
  return (request: Request, response: Response, next: NextFunction) =>
    (isLocalHost(request.hostname) ? local : remote)(request, response, next);
}
