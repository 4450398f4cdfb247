import { EventEmitter } from 'node:events';
import { listenForWakeUps } from '@pipcrafters/events';
import type pg from 'pg';

/**
 * What a service's pool hears on the channels the service asks for (`ServiceSpec.listen`), for the process's
 * caches:
 *
 * - `notification` (channel, payload): a NOTIFY on one of them, once per connection that heard it (every connection
 *   of the pool listens, so a notification may come more than once);
 * - `listening` (count): how many of the pool's connections listen now, each time it changes. At 0 nothing is
 *   heard: a change committed meanwhile is missed, so a cache that trusts the channel must stop keeping anything
 *   until a connection listens again (and drop what it kept before, which may be older than what it missed).
 *
 * The pool keeps one connection open (DEFAULT_POOL's `min`), so at rest one connection listens; one that ends
 * (closed as idle, its backend terminated, PostgreSQL restarted) stops counting as it ends.
 */
export class PoolNotifications extends EventEmitter<{
  notification: [channel: string, payload: string];
  listening: [count: number];
}> {
  private connections = 0;

  constructor() {
    super();
    this.setMaxListeners(0);
  }

  /** How many of the pool's connections listen now. */
  get listening(): number {
    return this.connections;
  }

  /**
   * pg-pool's `onConnect` for a pool that listens to `channels` as well as to the event bus's wake-ups: the new
   * connection LISTENs before it serves anything, and counts from the moment its LISTEN took effect.
   */
  onConnect(channels: readonly string[]): (client: pg.ClientBase) => Promise<void> {
    return async (client) => {
      await listenForWakeUps(client);
      if (channels.length === 0) return;
      client.on('notification', (message) => {
        if (channels.includes(message.channel))
          this.emit('notification', message.channel, message.payload ?? '');
      });
      await client.query(channels.map((channel) => `LISTEN "${channel}"`).join('; '));
      this.connections++;
      this.emit('listening', this.connections);
      client.once('end', () => {
        this.connections--;
        this.emit('listening', this.connections);
      });
    };
  }
}

/** The process's one (a process runs one service, with one pool). */
export const poolNotifications = new PoolNotifications();
