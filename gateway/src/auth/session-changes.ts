import { randomUUID } from 'node:crypto';
import type { ChannelListener, FollowedChannel } from '../realtime/adapter-connections';
import type { SessionChange } from './session-cache';

/** How often the feed proves its connection still hears the channel (a NOTIFY it sends itself). */
export const HEARTBEAT_MS = 10_000;
/** A heartbeat not heard back within this long: the connection is given up for a new one. */
export const HEARTBEAT_TIMEOUT_MS = 5_000;

const HEARTBEAT_PREFIX = 'ping:';

/**
 * One of identity's announcements (SESSION_CHANGES_CHANNEL): `s:<session id>`, `u:<user id>` or `*`. A heartbeat
 * (any gateway's) is none; anything else unknown counts as everything, so that no change can be missed by a typo.
 */
export function parseSessionChange(payload: string): SessionChange | undefined {
  if (payload.startsWith(HEARTBEAT_PREFIX)) return undefined;
  if (payload.startsWith('s:') && payload.length > 2) return { sid: payload.slice(2) };
  if (payload.startsWith('u:') && payload.length > 2) return { userId: payload.slice(2) };
  return 'all';
}

/** Where the feed's news goes: the session cache. */
export interface SessionChangeTarget {
  changed(change: SessionChange): void;
  follow(followed: boolean): void;
}

export interface SessionChangeFeedOptions {
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** A heartbeat was not heard back within `timeoutMs` (the connection is being replaced). */
  onSilence?: (timeoutMs: number) => void;
}

/**
 * Identity's session changes as the gateway hears them: each one goes to the cache, and the cache trusts what it
 * keeps for long only while the feed is sure to hear them. "Sure" is proven, not assumed: every `heartbeatMs` the
 * feed sends a NOTIFY over its own listening connection and must hear it back within `heartbeatTimeoutMs`; a
 * connection that has silently died (a half-open TCP connection says nothing) is given up, the cache falls back
 * to its short lifetime, and a new connection brings the feed back. A change can so go unheard for at most
 * `heartbeatMs + heartbeatTimeoutMs`.
 */
export class SessionChangeFeed implements ChannelListener {
  private channel: FollowedChannel | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private deadline: NodeJS.Timeout | undefined;
  private awaited: string | undefined;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;

  constructor(
    private readonly target: SessionChangeTarget,
    private readonly options: SessionChangeFeedOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  }

  /** Starts following on `source`'s connection (the realtime adapter's, see AdapterConnections). */
  start(
    source: { follow(channel: string, listener: ChannelListener): FollowedChannel },
    channel: string,
  ): void {
    this.channel = source.follow(channel, this);
  }

  message(payload: string): void {
    if (payload === this.awaited) {
      this.awaited = undefined;
      clearTimeout(this.deadline);
      return;
    }
    const change = parseSessionChange(payload);
    if (change) this.target.changed(change);
  }

  listening(): void {
    this.target.follow(true);
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs).unref();
  }

  lost(): void {
    this.stopHeartbeat();
    this.target.follow(false);
  }

  stop(): void {
    this.stopHeartbeat();
  }

  private beat(): void {
    if (this.awaited) return;
    const awaited = `${HEARTBEAT_PREFIX}${randomUUID()}`;
    this.awaited = awaited;
    this.deadline = setTimeout(() => {
      if (this.awaited !== awaited) return;
      this.options.onSilence?.(this.heartbeatTimeoutMs);
      this.lost();
      this.channel?.recycle();
    }, this.heartbeatTimeoutMs).unref();
    // A NOTIFY that cannot be sent is a heartbeat not heard: the deadline above deals with both.
    this.channel?.notify(awaited).catch(() => undefined);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.deadline);
    this.heartbeat = undefined;
    this.awaited = undefined;
  }
}
