import { type INestApplication, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { SOCKET_CLIENT_OPTIONS } from '@pipcrafters/contracts';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool } from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import {
  AdapterConnections,
  type ChannelListener,
  type FollowedChannel,
  REALTIME_CONNECT_TIMEOUT_MS,
} from './adapter-connections';
import { realtimeParser, spanishEngineErrors } from './socket-parser';

/** The gateway's own schema: only the adapter's table for messages too large for a NOTIFY (over 8000 bytes). */
export const REALTIME_SCHEMA = 'realtime';
const ATTACHMENTS_TABLE = `${REALTIME_SCHEMA}.socket_io_attachments`;

/** Idempotent, and run under a lock so that instances starting together do not race on CREATE ... IF NOT EXISTS. */
const SCHEMA_SQL = [
  `CREATE SCHEMA IF NOT EXISTS ${REALTIME_SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (
    id bigserial PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now(),
    payload bytea NOT NULL
  )`,
];
const SCHEMA_LOCK = 'pipcrafters.realtime.schema';

/** Publishing and the attachments; with the LISTEN connection (apart, see adapter-connections.ts), three in all. */
const POOL_SIZE = 2;
/**
 * A publishing connection closes after a second unused. The adapter publishes a heartbeat every 5 s when nothing
 * else is sent, so a kept connection was a PostgreSQL backend (12–20 MB resident) held all the time for one NOTIFY
 * every 5 s; opening one for it costs a few milliseconds.
 */
const POOL_IDLE_MS = 1_000;

/**
 * What the server accepts: the default path and transports (WebSocket, with long-polling as the fallback), no
 * client script served, no CORS headers (the page is on the same origin; a foreign page cannot read polling
 * answers), and small client packets: a client only ever sends its handshake (with at most a token) and pings.
 */
export const REALTIME_SERVER_OPTIONS: Partial<ServerOptions> = {
  path: SOCKET_CLIENT_OPTIONS.path,
  serveClient: false,
  maxHttpBufferSize: 16 * 1024,
  // Refusals in Spanish, socket.io's own "Invalid namespace" included.
  parser: realtimeParser,
};

/**
 * socket.io on the gateway's own HTTP server, sharing rooms with the other gateway instances through PostgreSQL
 * (LISTEN/NOTIFY, @socket.io/postgres-adapter): an emit to a user's room reaches that user's sockets on whichever
 * instance holds them. The adapter has its own small pool, closed with the application.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger('Realtime');
  private pool?: Pool;
  private connections?: AdapterConnections;
  private adapter?: ReturnType<typeof createAdapter>;

  constructor(
    app: INestApplication,
    private readonly databaseUrl: string,
  ) {
    super(app);
  }

  /** Opens the pool and makes sure the schema exists; call before `useWebSocketAdapter`. */
  async connectToDatabase(): Promise<void> {
    const pool = new Pool({
      connectionString: this.databaseUrl,
      max: POOL_SIZE,
      idleTimeoutMillis: POOL_IDLE_MS,
      application_name: 'pipcrafters-gateway-realtime',
      connectionTimeoutMillis: REALTIME_CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server must not end the process: the adapter reconnects on its own.
    pool.on('error', (error) => this.logger.warn(`Conexión de tiempo real perdida: ${error.message}`));
    this.pool = pool;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK]);
      for (const statement of SCHEMA_SQL) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // The adapter's LISTEN client is a connection of its own that survives PostgreSQL restarts (see there).
    this.connections = new AdapterConnections(pool, {
      connectionString: this.databaseUrl,
      applicationName: 'pipcrafters-gateway-realtime-listen',
      logger: this.logger,
    });
    this.adapter = createAdapter(this.connections.asPool(), {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (error) => this.logger.warn(`Adaptador de socket.io: ${error.message}`),
    });
  }

  /** Follows a channel of the gateway's own on the adapter's LISTEN connection (see AdapterConnections). */
  follow(channel: string, listener: ChannelListener): FollowedChannel {
    if (!this.connections)
      throw new Error('RealtimeIoAdapter: llama a connectToDatabase() antes de seguir un canal.');
    return this.connections.follow(channel, listener);
  }

  override createIOServer(_port: number, options?: Partial<ServerOptions>): Server {
    if (!this.adapter) throw new Error('RealtimeIoAdapter: llama a connectToDatabase() antes de arrancar.');
    const server = new Server(this.httpServer, {
      ...options,
      ...REALTIME_SERVER_OPTIONS,
      adapter: this.adapter,
    });
    spanishEngineErrors(server.engine);
    // Long-polling answers are text/plain carrying user data (notification texts): never sniffed as a page.
    server.engine.on('headers', (headers: Record<string, string>) => {
      headers['X-Content-Type-Options'] = 'nosniff';
    });
    return server;
  }

  override async dispose(): Promise<void> {
    this.connections?.close();
    await this.pool?.end();
  }
}
