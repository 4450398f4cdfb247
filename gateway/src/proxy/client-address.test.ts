import type { IncomingMessage } from 'node:http';
import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestClient, type TrustProxy } from './client-address';

/** A request as Node hands it over: headers and the socket it came on. */
function incoming(
  headers: Record<string, string>,
  remoteAddress: string,
  encrypted: boolean,
): IncomingMessage {
  const socket = { remoteAddress, encrypted };
  return { headers, socket, connection: socket } as unknown as IncomingMessage;
}

/** What Express 5 itself answers for that request, with `trust proxy` set to this. */
function expressAnswers(trustProxy: boolean, request: IncomingMessage) {
  const app = express();
  app.set('trust proxy', trustProxy);
  const req = Object.setPrototypeOf(request, app.request) as express.Request;
  return { ip: req.ip, protocol: req.protocol, hostname: req.hostname, trust: app.get('trust proxy fn') };
}

const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('::ffff:127.0.0.1', '10.0.0.7'));
const hostValue = fc.oneof(
  fc.domain(),
  fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65_535 })).map(([name, port]) => `${name}:${port}`),
  fc.constantFrom(
    'localhost:8080',
    '[::1]:8080',
    '[2001:db8::1]',
    'a.example, b.example',
    ' spaced.example ,x',
  ),
);
const protoValue = fc.constantFrom('https', 'http', 'https, http', ' https ', '', 'wss');
const forwardedFor = fc
  .array(fc.oneof(address, fc.constant('unknown')), { minLength: 1, maxLength: 4 })
  .map((list) => list.join(', '));

describe('requestClient', () => {
  it('gives the address, protocol and host name Express gives, trusting a proxy or not', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        address,
        fc.boolean(),
        fc.record(
          {
            host: hostValue,
            'x-forwarded-for': forwardedFor,
            'x-forwarded-proto': protoValue,
            'x-forwarded-host': hostValue,
          },
          { requiredKeys: [] },
        ),
        (trustProxy, remote, encrypted, headers) => {
          const expected = expressAnswers(trustProxy, incoming({ ...headers }, remote, encrypted));
          const actual = requestClient(
            incoming({ ...headers }, remote, encrypted),
            expected.trust as TrustProxy,
          );
          expect(actual).toEqual({
            ip: expected.ip,
            protocol: expected.protocol,
            hostname: expected.hostname,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('believes the forwarded headers only from a trusted proxy', () => {
    const headers = {
      host: 'gateway.internal:8080',
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pipcrafters.example',
    };
    const trusted = requestClient(incoming({ ...headers }, '10.0.0.1', false), () => true);
    expect(trusted).toEqual({ ip: '203.0.113.9', protocol: 'https', hostname: 'pipcrafters.example' });
    const untrusted = requestClient(incoming({ ...headers }, '10.0.0.1', false), () => false);
    expect(untrusted).toEqual({ ip: '10.0.0.1', protocol: 'http', hostname: 'gateway.internal' });
  });
});
