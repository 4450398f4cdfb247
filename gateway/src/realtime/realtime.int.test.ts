import { randomUUID } from 'node:crypto';
import {
  ALL_USERS,
  type AppNotification,
  type NotificationPage,
  REALTIME_QUEUE,
  type RealtimeConnectErrorData,
  type UserRealtimeMessage,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { freePort } from '@pipcrafters/platform/src/processes';
import {
  eventually,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import jwt from 'jsonwebtoken';
import PgBoss from 'pg-boss';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const WELCOME_TITLE = '¡Bienvenido a PipCrafters!';

interface SocketOptions {
  /** A signed-in client whose cookies the handshake carries, as a browser's would. */
  as?: SignedIn;
  token?: string;
  origin?: string;
  transport?: 'websocket' | 'polling';
}

const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

/**
 * A socket.io client as the shell opens it (default path), without automatic reconnection so tests see each end. A
 * `token` goes in socket.io's `auth.token` and, for engine.io's handshake before it, in `Authorization: Bearer`.
 */
function openSocket(baseUrl: string, options: SocketOptions & { authOnly?: string } = {}): Socket {
  const headers: Record<string, string> = {};
  if (options.as) headers.cookie = options.as.client.cookieHeader();
  if (options.origin) headers.origin = options.origin;
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const token = options.authOnly ?? options.token;
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    extraHeaders: headers,
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
  opened.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

async function refusal(socket: Socket): Promise<{ message: string; data: RealtimeConnectErrorData }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('el socket se conectó')));
    socket.once('connect_error', (error) =>
      resolve({ message: error.message, data: (error as Error & { data: RealtimeConnectErrorData }).data }),
    );
  });
}

/**
 * A refusal of engine.io's own handshake, before any session exists: over long-polling the client sees the 403 and
 * its Spanish reason; there is no socket.io `connect_error` data.
 */
async function refusedAtTheDoor(socket: Socket): Promise<{ status: unknown; message: string | undefined }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('el socket se conectó')));
    socket.once('connect_error', (error) => {
      const { description, context } = error as Error & {
        description?: unknown;
        context?: { responseText?: string };
      };
      let message: string | undefined;
      try {
        message = (JSON.parse(context?.responseText ?? '') as { message?: string }).message;
      } catch {
        message = undefined;
      }
      resolve({ status: description, message });
    });
  });
}

function nextNotification(socket: Socket, timeoutMs = 20_000): Promise<AppNotification> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no llegó ninguna notificación')), timeoutMs);
    socket.once('notification:new', (payload: AppNotification) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function disconnection(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('el socket no se desconectó')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

async function approve(user: SignedIn): Promise<void> {
  expect((await admin.client.post(`/api/admin/requests/${user.userId}/approve`)).status).toBe(200);
}

describe('the realtime endpoint', () => {
  it('answers the engine.io long-polling handshake itself (not the page), marked nosniff', async () => {
    const user = await register(stack, 'socket-sondeo');
    const response = await fetch(`${stack.gatewayUrl}/socket.io/?EIO=4&transport=polling`, {
      headers: { cookie: user.client.cookieHeader() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^0\{"sid":/);
  });
});

describe('who may open a socket', () => {
  it('refuses a handshake without a token, with a bad one or with an expired one', async () => {
    const user = await register(stack, 'socket-token');
    const { sub, email, roles, status, sid } = user.claims;
    const expired = jwt.sign({ sub, email, roles, status, sid }, stack.jwtPrivateKey, {
      algorithm: 'RS256',
      issuer: 'pipcrafters-identity',
      audience: 'pipcrafters-api',
      expiresIn: -10,
    });
    // engine.io's handshake refuses them before any session exists.
    for (const token of [undefined, 'basura', `${user.accessToken}x`, expired]) {
      const refused = await refusedAtTheDoor(openSocket(stack.gatewayUrl, { token, transport: 'polling' }));
      expect(refused, String(token)).toEqual({
        status: 403,
        message: 'No autorizado. Por favor inicia sesión.',
      });
    }
    // A bad auth.token past a valid cookie is refused by socket.io's handshake, with the code.
    for (const authOnly of ['basura', expired]) {
      const refused = await refusal(openSocket(stack.gatewayUrl, { as: user, authOnly }));
      expect(refused, authOnly).toEqual({
        message: 'No autorizado. Por favor inicia sesión.',
        data: { code: 'UNAUTHENTICATED' },
      });
    }
    // The same user's real token, from the handshake's auth or from the cookie, is accepted.
    await connected(openSocket(stack.gatewayUrl, { token: user.accessToken }));
    await connected(openSocket(stack.gatewayUrl, { as: user }));
  });

  it('refuses a page from another origin, even with the user’s cookie (cross-site WebSocket hijacking)', async () => {
    const user = await register(stack, 'socket-origen');
    const foreign = { as: user, origin: 'https://atacante.example' };
    expect(
      await refusedAtTheDoor(openSocket(stack.gatewayUrl, { ...foreign, transport: 'polling' })),
    ).toEqual({
      status: 403,
      message: 'Conexión en tiempo real rechazada: el origen no está permitido.',
    });
    // A WebSocket upgrade is refused the same way (a 400 the browser does not show to the page).
    const refused = await refusal(openSocket(stack.gatewayUrl, { ...foreign, transport: 'websocket' }));
    expect(refused.data).toBeUndefined();
    await connected(openSocket(stack.gatewayUrl, { as: user, origin: new URL(stack.gatewayUrl).origin }));
  });

  it('refuses suspended and rejected accounts with their reason', async () => {
    const suspended = await register(stack, 'socket-suspendida');
    await approve(suspended);
    expect((await admin.client.post(`/api/admin/users/${suspended.userId}/suspend`)).status).toBe(200);
    const rejected = await register(stack, 'socket-rechazada');
    expect((await admin.client.post(`/api/admin/requests/${rejected.userId}/reject`, {})).status).toBe(200);

    // Refused at engine.io's handshake, once the 5-second session cache has the new status.
    const reason = async (user: SignedIn) =>
      (
        await refusedAtTheDoor(openSocket(stack.gatewayUrl, { as: user, transport: 'polling' })).catch(
          () => undefined,
        )
      )?.message;
    await eventually(
      async () =>
        (await reason(suspended)) === 'Tu cuenta está suspendida. Contacta con el equipo de PipCrafters.',
    );
    await eventually(async () => (await reason(rejected)) === 'Tu solicitud de registro fue rechazada.');
  });

  it('closes the handshake rather than refuse it while identity cannot answer, so the client retries', async () => {
    const user = await register(stack, 'socket-sin-identity');
    const blind = await startExtraGateway(stack, {
      SERVICE_IDENTITY_URL: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const socket = io(blind.url, {
        transports: ['websocket'],
        extraHeaders: { cookie: user.client.cookieHeader() },
        reconnectionDelay: 100,
        reconnectionDelayMax: 100,
      });
      opened.push(socket);
      const retried = new Promise<void>((resolve) => socket.io.once('reconnect_attempt', () => resolve()));
      let refused = false;
      socket.on('connect_error', () => {
        refused ||= !socket.active;
      });
      await retried;
      expect(refused).toBe(false);
      expect(socket.active).toBe(true);
    } finally {
      await blind.stop();
    }
  });

  it(`caps one user at 20 sockets per gateway instance`, async () => {
    const user = await register(stack, 'socket-limite');
    const sockets = Array.from({ length: 20 }, () => openSocket(stack.gatewayUrl, { as: user }));
    await Promise.all(sockets.map(connected));
    const refused = await refusal(openSocket(stack.gatewayUrl, { as: user }));
    expect(refused.data.code).toBe('RATE_LIMITED');
    sockets[0]?.disconnect();
    await eventually(async () =>
      connected(openSocket(stack.gatewayUrl, { as: user })).then(
        () => true,
        () => false,
      ),
    );
  });
});

describe('delivery of notifications', () => {
  it('tells a pending applicant’s open socket that the account was approved', async () => {
    const applicant = await register(stack, 'socket-aprobada');
    const socket = openSocket(stack.gatewayUrl, { as: applicant });
    await connected(socket);
    const arrival = nextNotification(socket);
    await approve(applicant);
    const notification = await arrival;
    expect(notification).toMatchObject({ title: WELCOME_TITLE, type: 'system', unread: true });

    // The session's status is cached for a few seconds: the applicant's next calls see ACTIVE shortly.
    let page: NotificationPage | undefined;
    await eventually(async () => {
      const response = await applicant.client.get('/api/notifications');
      if (response.status !== 200) return false;
      page = (await response.json()) as NotificationPage;
      return true;
    });
    expect(page?.items[0]).toEqual(notification);
    expect(page?.unreadCount).toBe(1);
  });

  it('reaches a socket held by another gateway instance, through the shared adapter', async () => {
    // This instance keeps sockets but never drains the queue: the main gateway takes the message and the
    // PostgreSQL adapter carries the emit over.
    const socketsOnly = await startExtraGateway(stack, { REALTIME_DELIVERY: 'false' });
    try {
      const applicant = await register(stack, 'socket-otra-instancia');
      const socket = openSocket(socketsOnly.url, { as: applicant });
      await connected(socket);
      const arrival = nextNotification(socket);
      await approve(applicant);
      expect(await arrival).toMatchObject({ title: WELCOME_TITLE, unread: true });
    } finally {
      await socketsOnly.stop();
    }
  });

  it('never gives one user another user’s notification (also over long-polling)', async () => {
    const first = await register(stack, 'socket-a');
    const second = await register(stack, 'socket-b');
    const firstSocket = openSocket(stack.gatewayUrl, { as: first, transport: 'polling' });
    const secondSocket = openSocket(stack.gatewayUrl, { as: second });
    await Promise.all([connected(firstSocket), connected(secondSocket)]);
    const received: AppNotification[] = [];
    firstSocket.on('notification:new', (payload: AppNotification) => received.push(payload));
    // A client's own emits are dropped: they reach nobody.
    firstSocket.emit('notification:new', { title: 'falsa' });

    const secondArrival = nextNotification(secondSocket);
    await approve(second);
    await secondArrival;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toEqual([]);

    await approve(first);
    await eventually(async () => received.length === 1, 20_000);
    expect(received[0]?.title).toBe(WELCOME_TITLE);
    expect(firstSocket.io.engine.transport.name).toBe('polling');
  });
});

describe('sockets whose session identity announces as changed', () => {
  it('are checked at once, not at the next 30 s round: a logout and a suspension end them within 2 s', async () => {
    const leaving = await register(stack, 'socket-aviso-salida');
    const first = openSocket(stack.gatewayUrl, { as: leaving });
    await connected(first);
    const firstEnded = disconnection(first, 2_000);
    expect((await leaving.client.post('/api/auth/logout')).status).toBe(204);
    expect(await firstEnded).toBe('io server disconnect');

    const suspended = await register(stack, 'socket-aviso-suspension');
    await approve(suspended);
    const second = openSocket(stack.gatewayUrl, { as: suspended });
    await connected(second);
    const secondEnded = disconnection(second, 2_000);
    expect((await admin.client.post(`/api/admin/users/${suspended.userId}/suspend`)).status).toBe(200);
    expect(await secondEnded).toBe('io server disconnect');
  });
});

describe('sockets that outlive their session or token', () => {
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;
  beforeAll(async () => {
    gateway = await startExtraGateway(stack, { REALTIME_REVALIDATE_MS: '1000' });
  });
  afterAll(() => gateway?.stop());

  it('disconnects a socket whose session logged out, within the re-validation window', async () => {
    const user = await register(stack, 'socket-salida');
    const socket = openSocket(gateway.url, { as: user });
    await connected(socket);
    const ended = disconnection(socket, 10_000);
    // Logged out through the other instance: this one learns it at identity (session cache ~5 s + 1 s round).
    expect((await user.client.post('/api/auth/logout')).status).toBe(204);
    expect(await ended).toBe('io server disconnect');
  });

  it('disconnects a signed-in user who is suspended while connected', async () => {
    const user = await register(stack, 'socket-suspendida-en-vivo');
    const socket = openSocket(gateway.url, { as: user });
    await connected(socket);
    await approve(user);
    const ended = disconnection(socket, 10_000);
    expect((await admin.client.post(`/api/admin/users/${user.userId}/suspend`)).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('closes the transport when the token expires, so the client reconnects with its fresh cookie', async () => {
    const user = await register(stack, 'socket-caduca');
    const { sub, email, roles, status, sid } = user.claims;
    const shortLived = jwt.sign({ sub, email, roles, status, sid }, stack.jwtPrivateKey, {
      algorithm: 'RS256',
      issuer: 'pipcrafters-identity',
      audience: 'pipcrafters-api',
      expiresIn: 2,
    });
    const socket = openSocket(gateway.url, { token: shortLived });
    await connected(socket);
    expect(await disconnection(socket, 6000)).toBe('transport close');
  });
});

describe('messages for every signed-in socket (ALL_USERS)', () => {
  let boss: PgBoss;
  let second: Awaited<ReturnType<typeof startExtraGateway>>;
  let third: Awaited<ReturnType<typeof startExtraGateway>>;
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: stack.databaseUrl, schema: EVENT_BUS_SCHEMA, supervise: false });
    await boss.start();
    // Two more instances that drain the queue too, and one that only holds sockets.
    second = await startExtraGateway(stack);
    third = await startExtraGateway(stack, { REALTIME_DELIVERY: 'false' });
  });
  afterAll(async () => {
    await Promise.all([second?.stop(), third?.stop()]);
    await boss?.stop({ graceful: false });
  });

  /** Queues a message as a service's EventBus.sendRealtime does. */
  const queue = (message: UserRealtimeMessage) => boss.send(REALTIME_QUEUE, message);

  function record(socket: Socket, event: string): unknown[] {
    const received: unknown[] = [];
    socket.on(event, (payload: unknown) => received.push(payload));
    return received;
  }

  it('reaches each signed-in socket of every instance exactly once, whichever instance takes it', async () => {
    const [one, two] = await Promise.all([register(stack, 'todos-a'), register(stack, 'todos-b')]);
    const sockets = [
      openSocket(stack.gatewayUrl, { as: one }),
      openSocket(second.url, { as: one, transport: 'polling' }),
      openSocket(third.url, { as: two }),
      openSocket(stack.gatewayUrl, { as: two }),
    ];
    await Promise.all(sockets.map(connected));
    const heard = sockets.map((socket) => record(socket, 'comment:new'));
    const payloads = Array.from({ length: 6 }, () => ({ postId: randomUUID(), commentId: randomUUID() }));
    for (const payload of payloads) await queue({ userId: ALL_USERS, event: 'comment:new', payload });

    await eventually(async () => heard.every((list) => list.length >= payloads.length), 20_000);
    // Time for a second copy, had any instance emitted its own.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const list of heard) {
      expect(list).toHaveLength(payloads.length);
      expect(new Set(list.map((item) => JSON.stringify(item)))).toEqual(
        new Set(payloads.map((item) => JSON.stringify(item))),
      );
    }
  });

  it('never broadcasts a private event, nor sends a message to a recipient that is not a user id', async () => {
    const user = await register(stack, 'todos-privado');
    const socket = openSocket(stack.gatewayUrl, { as: user });
    await connected(socket);
    const notifications = record(socket, 'notification:new');
    const comments = record(socket, 'comment:new');
    const notification: AppNotification = {
      id: randomUUID(),
      title: 'Privada',
      message: 'Solo para una persona',
      type: 'system',
      unread: true,
      createdAt: new Date().toISOString(),
    };
    await queue({ userId: ALL_USERS, event: 'notification:new', payload: notification });
    for (const userId of ['', ' ', 'user:*', `${user.userId} `, 'signed-in']) {
      await queue({ userId, event: 'comment:new', payload: { postId: 'p', commentId: userId } });
    }
    // A message after them, to the user: once it arrives, the ones before have been handled.
    await queue({ userId: user.userId, event: 'comment:new', payload: { postId: 'p', commentId: 'propio' } });
    await eventually(async () => comments.length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(comments).toEqual([{ postId: 'p', commentId: 'propio' }]);
    expect(notifications).toEqual([]);
  });
});
