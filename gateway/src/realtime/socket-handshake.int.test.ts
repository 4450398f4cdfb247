import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  bearer,
  eventually,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import jwt from 'jsonwebtoken';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * engine.io's own handshake (the first long-polling GET, or the WebSocket upgrade) is checked like socket.io's:
 * nobody without an allowed origin, a valid access token and a live, admitted session gets an engine.io session.
 */
const stack = inject('stack');
const HANDSHAKE = '/socket.io/?EIO=4&transport=polling';
const UNAUTHENTICATED = 'No autorizado. Por favor inicia sesión.';
const FOREIGN_ORIGIN = 'Conexión en tiempo real rechazada: el origen no está permitido.';

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

/** The long-polling handshake as a browser (or a script) would start it. */
async function pollingHandshake(headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}${HANDSHAKE}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A WebSocket upgrade straight to engine.io: 101 when it opens a session, else the HTTP answer. */
function websocketHandshake(headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${stack.gatewayUrl}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const refusedWith = (message: string) => ({ code: 4, message });

describe('anonymous engine.io sessions', () => {
  it('refuses 300 anonymous long-polling handshakes before any session is opened', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => pollingHandshake()));
    const opened = answers.filter((answer) => answer.text.includes('"sid"'));
    expect(opened).toHaveLength(0);
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toEqual(refusedWith(UNAUTHENTICATED));
    }
  });

  it('refuses an anonymous WebSocket upgrade the same way, with the Spanish reason', async () => {
    const answer = await websocketHandshake();
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(UNAUTHENTICATED);
  });

  it('refuses a bad, forged or expired token before opening a session', async () => {
    const user = await register(stack, 'puerta-token');
    const { sub, email, roles, status, sid } = user.claims;
    const expired = jwt.sign({ sub, email, roles, status, sid }, stack.jwtPrivateKey, {
      algorithm: 'RS256',
      issuer: 'pipcrafters-identity',
      audience: 'pipcrafters-api',
      expiresIn: -10,
    });
    for (const token of ['basura', `${user.accessToken}x`, expired]) {
      for (const headers of [bearer(token), { cookie: `pc_access=${token}` }]) {
        const answer = await pollingHandshake(headers);
        expect(answer.status, token).toBe(403);
        expect(JSON.parse(answer.text)).toEqual(refusedWith(UNAUTHENTICATED));
      }
    }
  });

  it('refuses a foreign page even with the user’s cookie, on both transports', async () => {
    const user = await register(stack, 'puerta-origen');
    const headers = { cookie: user.client.cookieHeader(), origin: 'https://atacante.example' };
    const polling = await pollingHandshake(headers);
    expect(polling.status).toBe(403);
    expect(JSON.parse(polling.text)).toEqual(refusedWith(FOREIGN_ORIGIN));
    expect(await websocketHandshake(headers)).toEqual({ status: 400, body: FOREIGN_ORIGIN });
  });

  it('refuses a suspended account at the door, with its reason', async () => {
    const user = await register(stack, 'puerta-suspendida');
    expect((await admin.client.post(`/api/admin/requests/${user.userId}/approve`)).status).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${user.userId}/suspend`)).status).toBe(200);
    await eventually(
      async () => (await pollingHandshake({ cookie: user.client.cookieHeader() })).status === 403,
    );
    const answer = await pollingHandshake({ cookie: user.client.cookieHeader() });
    expect(JSON.parse(answer.text)).toEqual(
      refusedWith('Tu cuenta está suspendida. Contacta con el equipo de PipCrafters.'),
    );
  });
});

describe('signed-in handshakes', () => {
  it('opens a session for a signed-in user’s cookie or bearer token (a pending applicant included)', async () => {
    const applicant = await register(stack, 'puerta-abierta');
    for (const headers of [
      { cookie: applicant.client.cookieHeader(), origin: new URL(stack.gatewayUrl).origin },
      bearer(applicant.accessToken),
    ]) {
      const answer = await pollingHandshake(headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.text).toMatch(/^0\{"sid":/);
    }
    const upgrade = await websocketHandshake({ cookie: applicant.client.cookieHeader() });
    expect(upgrade.status).toBe(101);
  });

  it('tells a socket.io client that is refused at the door, which never connects', async () => {
    const socket = io(stack.gatewayUrl, { transports: ['polling'], reconnection: false, forceNew: true });
    try {
      const error = await new Promise<Error & { description?: unknown }>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('el socket se conectó')));
        socket.once('connect_error', resolve);
      });
      expect(error.description).toBe(403);
    } finally {
      socket.disconnect();
    }
  });
});
