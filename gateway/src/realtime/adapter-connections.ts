import type { Logger } from '@nestjs/common';
import pg from 'pg';

/** A connection attempt that takes longer fails, and the adapter tries again (PostgreSQL unreachable). */
export const REALTIME_CONNECT_TIMEOUT_MS = 5000;

/** What @socket.io/postgres-adapter uses of the pool it is given: pooled queries, and one client it LISTENs on. */
export interface AdapterPool {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  connect(): Promise<pg.Client & { release(): void }>;
}

/** A channel the gateway follows on the adapter's LISTEN connection, besides the adapter's own. */
export interface ChannelListener {
  /** A notification on the channel, as it arrives. */
  message(payload: string): void;
  /** The connection now LISTENs on the channel: what is announced from here on arrives. */
  listening(): void;
  /** The connection is gone: announcements are missed until `listening` again. */
  lost(): void;
}

/** What a follower can do with the connection: prove it round trip, or give it up for a new one. */
export interface FollowedChannel {
  /** A NOTIFY on the channel sent over the listening connection itself (it hears its own); rejects without one. */
  notify(payload: string): Promise<void>;
  /** Ends the listening connection as the server would: the adapter connects again, and the channel with it. */
  recycle(): void;
}

/**
 * The listening client: the notifications of the channels the gateway follows go to their listener only, never to
 * the adapter, which reads every notification it is given as one of its own JSON messages.
 */
class ListenClient extends pg.Client {
  constructor(
    config: pg.ClientConfig,
    private readonly channels: ReadonlyMap<string, ChannelListener>,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: EventEmitter's own signature.
  override emit(event: string | symbol, ...args: any[]): boolean {
    if (event === 'notification') {
      const { channel, payload } = args[0] as pg.Notification;
      const listener = this.channels.get(channel);
      if (listener) {
        listener.message(payload ?? '');
        return true;
      }
    }
    return super.emit(event, ...args);
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The connections of the socket.io PostgreSQL adapter, made to survive PostgreSQL going away.
 *
 * The adapter checks its LISTEN client out of the pool and keeps it, with no 'error' listener; a pooled client
 * that is checked out has none either (pg-pool only guards idle ones), so a terminated connection (57P01 on a
 * restart) was an unhandled 'error' event that ended the gateway, and the dead client was never given back.
 * Here queries still go through the pool, but the LISTEN client is a connection of its own: its errors are
 * logged, its end makes the adapter connect again (the adapter's own 'end' listener, with a 1–3 s delay, until
 * PostgreSQL answers), and there is only ever one (a new one retires an earlier one the adapter gave up on).
 *
 * The gateway follows channels of its own on that connection too (`follow`: identity's session changes), so they
 * cost no PostgreSQL backend more; each listener hears when the connection LISTENs and when it is lost.
 */
export class AdapterConnections implements AdapterPool {
  private listener: pg.Client | undefined;
  /** The client every followed channel LISTENs on, once they all do. */
  private followedOn: pg.Client | undefined;
  private readonly channels = new Map<string, ChannelListener>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: { connectionString: string; applicationName: string; logger: Logger },
  ) {}

  query(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    return this.pool.query(text, values);
  }

  async connect(): Promise<pg.Client & { release(): void }> {
    if (this.closed) throw new Error('Las conexiones de tiempo real están cerradas.');
    this.retire(this.listener);
    const client = new ListenClient(
      {
        connectionString: this.options.connectionString,
        application_name: this.options.applicationName,
        connectionTimeoutMillis: REALTIME_CONNECT_TIMEOUT_MS,
        keepAlive: true,
      },
      this.channels,
    );
    client.on('error', (error) => {
      this.options.logger.warn(`Escucha de tiempo real perdida (se reconecta): ${error.message}`);
      this.lose(client);
    });
    client.on('end', () => this.lose(client));
    this.listener = client;
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      this.retire(client);
      throw error;
    }
    if (this.listener === client) {
      this.followedOn = client;
      for (const listener of this.channels.values()) listener.listening();
    }
    return Object.assign(client, { release: () => this.retire(client) });
  }

  /**
   * Follows `channel` on the listening connection, now (when there is one) and on every connection after it. A
   * connection that cannot LISTEN is recycled, and the listener hears `listening` once one does.
   */
  follow(channel: string, listener: ChannelListener): FollowedChannel {
    this.channels.set(channel, listener);
    const client = this.followedOn;
    if (client) {
      client.query(`LISTEN ${quoteIdentifier(channel)}`).then(
        () => {
          if (this.followedOn === client) listener.listening();
        },
        () => this.end(client),
      );
    }
    return {
      notify: async (payload) => {
        const on = this.followedOn;
        if (!on) throw new Error('No hay conexión de escucha.');
        // NOTIFY, not pg_notify(): what the connection last ran still reads as listening in pg_stat_activity.
        await on.query(`NOTIFY ${quoteIdentifier(channel)}, '${payload.replaceAll("'", "''")}'`);
      },
      recycle: () => {
        if (this.listener) this.end(this.listener);
      },
    };
  }

  /** Ends a client as the server would: its 'end' listeners (the adapter's reconnection) hear it. */
  private end(client: pg.Client): void {
    this.lose(client);
    client.end().catch(() => undefined);
  }

  /** The followed channels are no longer heard on `client`. */
  private lose(client: pg.Client): void {
    if (this.followedOn !== client) return;
    this.followedOn = undefined;
    for (const listener of this.channels.values()) listener.lost();
  }

  /** Ends the LISTEN connection for good (the pool is the caller's to end). */
  close(): void {
    this.closed = true;
    this.retire(this.listener);
  }

  /** Ends a LISTEN client without the adapter hearing of it (so that it does not connect once more). */
  private retire(client: pg.Client | undefined): void {
    if (!client) return;
    if (this.listener === client) this.listener = undefined;
    this.lose(client);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
  }

  /** The pool as the adapter's types name it: it calls `query` and `connect` only. */
  asPool(): pg.Pool {
    return this as unknown as pg.Pool;
  }
}
