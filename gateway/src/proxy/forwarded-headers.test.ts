import { describe, expect, it } from 'vitest';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';

const context = {
  identity: 'signed',
  requestId: 'req-1',
  clientIp: '10.0.0.9',
  protocol: 'http',
  host: 'localhost:8080',
  trustProxy: false,
};

describe('upstreamRequestHeaders', () => {
  it('drops hop-by-hop headers, the host and anything the client could use to impersonate', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'localhost:8080',
        connection: 'keep-alive, x-secret',
        'x-secret': 'hop',
        'transfer-encoding': 'chunked',
        'x-pipcrafters-identity': 'forged',
        'x-request-id': 'client-chosen',
        'x-forwarded-for': '1.2.3.4',
        expect: '100-continue',
        cookie: 'pc_refresh=abc',
        'content-type': 'application/json',
      },
      context,
    );
    expect(headers).toEqual({
      cookie: 'pc_refresh=abc',
      'content-type': 'application/json',
      'x-forwarded-for': '10.0.0.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost:8080',
      'x-pipcrafters-identity': 'signed',
      'x-request-id': 'req-1',
    });
  });

  it('keeps the forwarding chain only behind a trusted proxy', () => {
    const headers = upstreamRequestHeaders(
      { 'x-forwarded-for': '1.2.3.4' },
      { ...context, trustProxy: true },
    );
    expect(headers['x-forwarded-for']).toBe('1.2.3.4, 10.0.0.9');
  });
});

describe('clientResponseHeaders', () => {
  it('passes Set-Cookie lists through and drops hop-by-hop headers', () => {
    const headers = clientResponseHeaders({
      'set-cookie': ['pc_access=a; HttpOnly', 'pc_refresh=b; HttpOnly'],
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'content-type': 'application/json',
    });
    expect(headers).toEqual({
      'set-cookie': ['pc_access=a; HttpOnly', 'pc_refresh=b; HttpOnly'],
      'content-type': 'application/json',
    });
  });
});
