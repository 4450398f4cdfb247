import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PoolNotifications } from './pool-notifications';

/** A connection as pg-pool hands it to `onConnect`: it records its statements and can hear or end. */
class FakeConnection extends EventEmitter {
  readonly statements: string[] = [];
  fail = false;

  async query(text: string): Promise<void> {
    if (this.fail) throw new Error('conexión perdida');
    this.statements.push(text);
  }

  hear(channel: string, payload: string): void {
    this.emit('notification', { channel, payload, processId: 1 });
  }
}

const connect = async (feed: PoolNotifications, channels: string[], connection = new FakeConnection()) => {
  await feed.onConnect(channels)(connection as unknown as pg.ClientBase);
  return connection;
};

describe('PoolNotifications', () => {
  it('makes each new connection LISTEN to the bus and the service’s channels, and counts it once it does', async () => {
    const feed = new PoolNotifications();
    const counts: number[] = [];
    feed.on('listening', (count) => counts.push(count));
    const first = await connect(feed, ['pipcrafters_user_changes']);
    expect(first.statements).toEqual(['LISTEN pipcrafters_events', 'LISTEN "pipcrafters_user_changes"']);
    const second = await connect(feed, ['pipcrafters_user_changes']);
    expect(feed.listening).toBe(2);
    first.emit('end');
    second.emit('end');
    expect(counts).toEqual([1, 2, 1, 0]);
    expect(feed.listening).toBe(0);
  });

  it('passes on its channels’ notifications only', async () => {
    const feed = new PoolNotifications();
    const heard: [string, string][] = [];
    feed.on('notification', (channel, payload) => heard.push([channel, payload]));
    const connection = await connect(feed, ['pipcrafters_user_changes']);
    connection.hear('pipcrafters_user_changes', 'u1');
    connection.hear('pipcrafters_events', 'cola');
    connection.hear('otro', 'x');
    expect(heard).toEqual([['pipcrafters_user_changes', 'u1']]);
  });

  it('counts nothing for a pool without channels, nor for a connection whose LISTEN failed', async () => {
    const feed = new PoolNotifications();
    const plain = await connect(feed, []);
    expect(plain.statements).toEqual(['LISTEN pipcrafters_events']);
    const failing = new FakeConnection();
    failing.fail = true;
    await expect(connect(feed, ['pipcrafters_user_changes'], failing)).rejects.toThrow('conexión perdida');
    expect(feed.listening).toBe(0);
  });
});
