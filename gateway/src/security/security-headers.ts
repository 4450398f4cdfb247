import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, isLocalHost } from './content-security-policy';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/** The security headers as Express middleware, and the list itself for a host name (the proxied lane's). */
export type SecurityHeaders = ((request: Request, response: Response, next: NextFunction) => void) & {
  forHost(hostname: string | undefined): HeaderList;
};

/**
 * The headers a helmet middleware sets. None of ours depends on the request (no nonces), so they are taken once
 * from a dry run and then set on every response without going through helmet's chain each time.
 */
export function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Browser features no page of ours uses, refused to every origin (the page itself and anything it embeds): a
 * script that got in somehow still cannot open the camera, locate the user or start a payment. Only names Chromium
 * knows (it logs a warning for any other).
 */
export const REFUSED_BROWSER_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = REFUSED_BROWSER_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * helmet on every response, plus the Permissions-Policy (helmet has none); HSTS only for real host names (never pin
 * localhost to HTTPS).
 */
export function securityHeaders(
  remoteOrigins: readonly string[],
  socketOrigins: readonly string[] = [],
): SecurityHeaders {
  const options = (hsts: boolean): HeaderList => [
    ...headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicy(remoteOrigins, socketOrigins),
        },
        strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        crossOriginEmbedderPolicy: false,
        xFrameOptions: { action: 'deny' },
      }),
    ),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  const local = options(false);
  const remote = options(true);
  const forHost = (hostname: string | undefined) => (isLocalHost(hostname) ? local : remote);
  const middleware = (request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of forHost(request.hostname)) response.setHeader(name, value);
    next();
  };
  return Object.assign(middleware, { forHost });
}
