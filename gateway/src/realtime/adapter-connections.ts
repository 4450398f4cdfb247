import type { Logger } from '@nestjs/common';
import pg from 'pg';

/** A connection attempt that takes longer fails, and the adapter tries again (PostgreSQL unreachable). */
export const REALTIME_CONNECT_TIMEOUT_MS = 5000;

/** What @socket.io/postgres-adapter uses of the pool it is given: pooled queries, and one client it LISTENs on. */
export interface AdapterPool {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  connect(): Promise<pg.Client & { release(): void }>;
}

/**
 * The connections of the socket.io PostgreSQL adapter, made to survive PostgreSQL going away.
 *
 * The adapter checks its LISTEN client out of the pool and keeps it, with no 'error' listener; a pooled client
 * that is checked out has none either (pg-pool only guards idle ones), so a terminated connection (57P01 on a
 * restart) was an unhandled 'error' event that ended the gateway, and the dead client was never given back.
 * Here queries still go through the pool, but the LISTEN client is a connection of its own: its errors are
 * logged, its end makes the adapter connect again (the adapter's own 'end' listener, with a 1–3 s delay, until
 * PostgreSQL answers), and there is only ever one (a new one retires an earlier one the adapter gave up on).
 */
export class AdapterConnections implements AdapterPool {
  private listener: pg.Client | undefined;
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
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName,
      connectionTimeoutMillis: REALTIME_CONNECT_TIMEOUT_MS,
    });
    client.on('error', (error) =>
      this.options.logger.warn(`Escucha de tiempo real perdida (se reconecta): ${error.message}`),
    );
    this.listener = client;
    try {
      await client.connect();
    } catch (error) {
      this.retire(client);
      throw error;
    }
    return Object.assign(client, { release: () => this.retire(client) });
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
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
  }

  /** The pool as the adapter's types name it: it calls `query` and `connect` only. */
  asPool(): pg.Pool {
    return this as unknown as pg.Pool;
  }
}
