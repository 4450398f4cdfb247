import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  ALL_USERS,
  type RealtimeEventName,
  type RealtimeEvents,
  type SessionState,
  type UserRealtimeMessage,
  userRoom,
} from '@pipcrafters/contracts';
import type { Server, Socket } from 'socket.io';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import { SessionService } from '../auth/session.service';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import {
  connectError,
  FOREIGN_ORIGIN,
  MAX_SOCKETS_PER_USER,
  NOT_SIGNED_IN,
  type Refusal,
  type SocketHandshake,
  socketAccessError,
  socketAccessToken,
  socketOriginAllowed,
  TOO_MANY_SOCKETS,
} from './socket-handshake';

/** Browsers only listen: the server emits the contracts' events and accepts none. */
type ServerEvents = { [E in RealtimeEventName]: (payload: RealtimeEvents[E]) => void };
type ClientEvents = Record<string, never>;

interface SocketData {
  userId: string;
  sid: string;
  /** When the access token the socket was opened with expires (ms since the epoch). */
  expiresAt?: number;
}

type RealtimeServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
/** socket.io's middleware callback: an error refuses the connection with a `connect_error`. */
type Next = (error?: Error & { data?: unknown }) => void;

/** What the handshake checks conclude: admitted, refused (and why), or undecided while identity cannot answer. */
type Admission =
  | { outcome: 'admitted'; userId: string; sid: string; expiresAt?: number }
  | { outcome: 'refused'; refusal: Refusal; userId?: string }
  | { outcome: 'unreachable'; userId: string; error: unknown };

/** engine.io's `allowRequest` callback: a refusal's message (the HTTP answer's) and whether to go on. */
type AllowRequestCallback = (message: string | null | undefined, success: boolean) => void;

/**
 * The room every admitted socket joins, beside its user's: where a message for ALL_USERS goes. Not a user's room
 * (`user:…`), so no user id can ever name it.
 */
export const SIGNED_IN_ROOM = 'signed-in';

/** Session look-ups at identity in flight at once during a re-validation round. */
const REVALIDATION_CONCURRENCY = 16;
/** setTimeout's ceiling; identity's tokens live 15 minutes. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * socket.io on the default path /socket.io. A connection is admitted like an HTTP request (same origin check as
 * CSRF, the same access-token verification, the session's live state at identity) twice: at engine.io's handshake,
 * before any engine.io session (long-polling or WebSocket) exists, and at socket.io's, which may name its token in
 * `auth.token` and joins its user's room. It is closed when its token expires (the client reconnects with its fresh
 * cookie) and refused at the next re-validation round once its session ends or its account is rejected or suspended.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer()
  private readonly server: RealtimeServer;

  private readonly logger = new Logger('Realtime');
  private revalidationTimer?: NodeJS.Timeout;
  private revalidating = false;
  private stopFollowing?: () => void;

  constructor(
    private readonly tokens: AccessTokenVerifier,
    private readonly sessions: SessionService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  afterInit(server: RealtimeServer): void {
    // engine.io asks this before it allocates a session for a handshake (long-polling or WebSocket), so an anonymous
    // or refused client never holds one: it gets a 403 (polling) or 400 (WebSocket) carrying the Spanish reason.
    server.engine.opts.allowRequest = (request, callback) => this.allowRequest(request, callback);
    server.use((socket, next) => {
      this.admit(socket, next).catch((error: unknown) => {
        this.logger.error(error);
        next(connectError(NOT_SIGNED_IN));
      });
    });
    this.revalidationTimer = setInterval(() => void this.revalidate(), this.config.realtimeRevalidateMs);
    this.revalidationTimer.unref();
    // A change identity announces is checked on the sockets it names at once, not at the next round.
    this.stopFollowing = this.sessions.onChange((change) => {
      if (change === 'all') void this.revalidate();
      else if ('sid' in change) void this.revalidate((socket) => socket.data.sid === change.sid);
      else void this.revalidate((socket) => socket.data.userId === change.userId);
    });
  }

  handleConnection(socket: RealtimeSocket): void {
    const { userId, expiresAt } = socket.data;
    this.logger.debug({ msg: 'Socket conectado', userId, socketId: socket.id, transport: transport(socket) });
    // Clients have nothing to say: whatever they emit is dropped before any listener could see it.
    socket.use(() => undefined);
    const expiry =
      expiresAt === undefined
        ? undefined
        : setTimeout(() => this.closeExpired(socket), Math.min(expiresAt - Date.now(), MAX_TIMER_MS));
    socket.once('disconnect', (reason) => {
      clearTimeout(expiry);
      this.logger.debug({ msg: 'Socket desconectado', userId, socketId: socket.id, reason });
    });
  }

  onModuleDestroy(): void {
    clearInterval(this.revalidationTimer);
    this.stopFollowing?.();
  }

  /**
   * Emits a queued message on its user's room, or for ALL_USERS on the room of every signed-in socket, on every
   * instance (the adapter forwards it): the one instance that took the message emits it once for all of them.
   */
  emitMessage<E extends RealtimeEventName>(message: UserRealtimeMessage<E>): void {
    const target = message.userId === ALL_USERS ? SIGNED_IN_ROOM : userRoom(message.userId);
    // The mapped event table cannot follow a generic event name: the payload's type is checked by the contract.
    const room = this.server.to(target) as unknown as {
      emit(event: E, payload: RealtimeEvents[E]): boolean;
    };
    room.emit(message.event, message.payload);
  }

  /** The checks of both handshakes: the origin, the access token, and the session's live state at identity. */
  private async check(handshake: SocketHandshake): Promise<Admission> {
    if (!socketOriginAllowed(handshake.headers.origin, this.config.allowedOrigins)) {
      return { outcome: 'refused', refusal: FOREIGN_ORIGIN };
    }
    const token = socketAccessToken(handshake);
    const verified = token ? await this.tokens.verifyToken(token) : undefined;
    if (!verified) return { outcome: 'refused', refusal: NOT_SIGNED_IN };
    const { sub: userId, sid } = verified.claims;
    let session: SessionState | null;
    try {
      session = await this.sessions.state(sid);
    } catch (error) {
      return { outcome: 'unreachable', userId, error };
    }
    const refusal = socketAccessError(userId, session);
    if (refusal) return { outcome: 'refused', refusal, userId };
    return { outcome: 'admitted', userId, sid, expiresAt: verified.expiresAt };
  }

  /**
   * engine.io's handshake, before it opens a session: the HTTP request alone (its cookie or bearer token). While
   * identity cannot answer, a verified token goes on to socket.io's handshake, which closes the transport so the
   * client retries.
   */
  private allowRequest(request: IncomingMessage, callback: AllowRequestCallback): void {
    this.check({ headers: request.headers, auth: {} }).then(
      (admission) => {
        if (admission.outcome !== 'refused') {
          callback(null, true);
          return;
        }
        const transport = new URL(request.url ?? '/', 'http://engine.io').searchParams.get('transport');
        this.logRefusal(admission.refusal, admission.userId, request.headers.origin, transport ?? undefined);
        callback(admission.refusal.message, false);
      },
      (error: unknown) => {
        this.logger.error(error);
        callback(NOT_SIGNED_IN.message, false);
      },
    );
  }

  private async admit(socket: RealtimeSocket, next: Next): Promise<void> {
    const admission = await this.check(socket.handshake);
    if (admission.outcome === 'refused') {
      this.refuse(socket, next, admission.refusal, admission.userId);
      return;
    }
    if (admission.outcome === 'unreachable') {
      // Identity cannot answer now: close the transport rather than refuse, so the client retries by itself.
      const { userId, error } = admission;
      this.logger.warn({ msg: 'Socket cerrado: no se pudo consultar la sesión', userId, err: error });
      socket.conn.close();
      next(connectError(NOT_SIGNED_IN));
      return;
    }
    const { userId, sid, expiresAt } = admission;
    const room = userRoom(userId);
    await socket.join(room);
    if ((socket.nsp.adapter.rooms.get(room)?.size ?? 0) > MAX_SOCKETS_PER_USER) {
      await socket.leave(room);
      this.refuse(socket, next, TOO_MANY_SOCKETS, userId);
      return;
    }
    await socket.join(SIGNED_IN_ROOM);
    socket.data = { userId, sid, expiresAt };
    next();
  }

  private refuse(socket: RealtimeSocket, next: Next, refusal: Refusal, userId?: string): void {
    this.logRefusal(refusal, userId, socket.handshake.headers.origin, transport(socket));
    next(connectError(refusal));
  }

  private logRefusal(
    refusal: Refusal,
    userId: string | undefined,
    origin: string | undefined,
    transport: string | undefined,
  ): void {
    this.logger.log({ msg: 'Socket rechazado', code: refusal.code, userId, origin, transport });
  }

  /** The token the socket was opened with has expired: the client reconnects on its own with its fresh cookie. */
  private closeExpired(socket: RealtimeSocket): void {
    this.logger.debug({
      msg: 'Socket cerrado: el token expiró',
      userId: socket.data.userId,
      socketId: socket.id,
    });
    socket.conn.close();
  }

  /**
   * Asks identity about every session with a socket here (shared look-ups, a few at a time) and ends the dead; with
   * `only`, about the sessions of the sockets it picks (an announced change), alongside any round under way.
   */
  private async revalidate(only?: (socket: RealtimeSocket) => boolean): Promise<void> {
    if (!only && this.revalidating) return;
    if (!only) this.revalidating = true;
    try {
      const bySession = new Map<string, RealtimeSocket[]>();
      for (const socket of this.server.sockets.sockets.values()) {
        if (only && !only(socket)) continue;
        const sockets = bySession.get(socket.data.sid) ?? [];
        sockets.push(socket);
        bySession.set(socket.data.sid, sockets);
      }
      const pending = [...bySession];
      let unreachable = 0;
      const worker = async () => {
        for (let entry = pending.pop(); entry; entry = pending.pop()) {
          const [sid, sockets] = entry;
          let session: SessionState | null;
          try {
            session = await this.sessions.state(sid);
          } catch {
            // An identity outage ends nobody's socket: the next round asks again.
            unreachable += 1;
            continue;
          }
          for (const socket of sockets) {
            const refusal = socketAccessError(socket.data.userId, session);
            if (!refusal) continue;
            this.logger.log({
              msg: 'Socket desconectado: la sesión ya no es válida',
              code: refusal.code,
              userId: socket.data.userId,
              socketId: socket.id,
            });
            socket.disconnect(true);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(REVALIDATION_CONCURRENCY, pending.length) }, worker));
      if (unreachable > 0) {
        this.logger.warn(
          `No se pudo revalidar ${unreachable} sesiones con sockets abiertos: identity no responde.`,
        );
      }
    } finally {
      if (!only) this.revalidating = false;
    }
  }
}

function transport(socket: RealtimeSocket): string {
  return socket.conn.transport.name;
}
