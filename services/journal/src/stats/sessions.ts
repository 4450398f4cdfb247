import type { StrategySession } from '@pipcrafters/contracts';

/**
 * The three market sessions, each in its own city's time with its daylight saving (so a session moves against UTC
 * twice a year, as the market does): Tokio 9:00–18:00, Londres 8:00–17:00, Nueva York 8:00–17:00, Monday to
 * Friday. A trade belongs to the session its opening time falls in; the London–New York overlap is its own bucket.
 */
export const SESSION_KEYS = [
  'tokio',
  'londres',
  'londres-nueva-york',
  'nueva-york',
  'tokio-londres',
  'fuera',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Each market session's city and its local opening hours [from, to). */
export const MARKET_SESSIONS: Record<StrategySession, { zone: string; from: number; to: number }> = {
  tokio: { zone: 'Asia/Tokyo', from: 9, to: 18 },
  londres: { zone: 'Europe/London', from: 8, to: 17 },
  'nueva-york': { zone: 'America/New_York', from: 8, to: 17 },
};

/** The session keys that include London's (what "only the London session" keeps). */
export const LONDON_KEYS: readonly SessionKey[] = ['londres', 'londres-nueva-york', 'tokio-londres'];

const inSession = (column: string, session: StrategySession) => {
  const { zone, from, to } = MARKET_SESSIONS[session];
  return `(EXTRACT(HOUR FROM ${column} AT TIME ZONE '${zone}') >= ${from} AND EXTRACT(HOUR FROM ${column} AT TIME ZONE '${zone}') < ${to} AND EXTRACT(ISODOW FROM ${column} AT TIME ZONE '${zone}') < 6)`;
};

/** SQL for the session key of a trade's opening (or closing, when the opening is unknown). */
export function sessionSql(alias = 'trade'): string {
  const at = `COALESCE(${alias}.open_time, ${alias}.close_time)`;
  const tokyo = inSession(at, 'tokio');
  const london = inSession(at, 'londres');
  const newYork = inSession(at, 'nueva-york');
  return `CASE
    WHEN ${london} AND ${newYork} THEN 'londres-nueva-york'
    WHEN ${tokyo} AND ${london} THEN 'tokio-londres'
    WHEN ${london} THEN 'londres'
    WHEN ${newYork} THEN 'nueva-york'
    WHEN ${tokyo} THEN 'tokio'
    ELSE 'fuera' END`;
}

/** The markets' few zones, one formatter each, made on first use. */
const sessionFormats = new Map<string, Intl.DateTimeFormat>();
function sessionFormat(zone: string): Intl.DateTimeFormat {
  let format = sessionFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    });
    sessionFormats.set(zone, format);
  }
  return format;
}

/** The sessions open at `at` (none at the weekend or in the gap after New York closes), by the same hours. */
export function sessionsOpenAt(at: Date): StrategySession[] {
  return (Object.keys(MARKET_SESSIONS) as StrategySession[]).filter((session) => {
    const { zone, from, to } = MARKET_SESSIONS[session];
    const parts = sessionFormat(zone).formatToParts(at);
    const hour = Number(parts.find((part) => part.type === 'hour')?.value);
    const weekday = parts.find((part) => part.type === 'weekday')?.value;
    return weekday !== 'Sat' && weekday !== 'Sun' && hour >= from && hour < to;
  });
}
