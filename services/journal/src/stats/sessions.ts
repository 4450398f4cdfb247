/**
 * The three market sessions, each in its own city's time with its daylight saving (so a session moves against UTC
 * twice a year, as the market does): Tokio 9:00–18:00, Londres 8:00–17:00, Nueva York 8:00–17:00. A trade belongs
 * to the session its opening time falls in; the London–New York overlap is its own bucket.
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

const inSession = (column: string, zone: string, from: number, to: number) =>
  `(EXTRACT(HOUR FROM ${column} AT TIME ZONE '${zone}') >= ${from} AND EXTRACT(HOUR FROM ${column} AT TIME ZONE '${zone}') < ${to} AND EXTRACT(ISODOW FROM ${column} AT TIME ZONE '${zone}') < 6)`;

/** SQL for the session key of a trade's opening (or closing, when the opening is unknown). */
export function sessionSql(alias = 'trade'): string {
  const at = `COALESCE(${alias}.open_time, ${alias}.close_time)`;
  const tokyo = inSession(at, 'Asia/Tokyo', 9, 18);
  const london = inSession(at, 'Europe/London', 8, 17);
  const newYork = inSession(at, 'America/New_York', 8, 17);
  return `CASE
    WHEN ${london} AND ${newYork} THEN 'londres-nueva-york'
    WHEN ${tokyo} AND ${london} THEN 'tokio-londres'
    WHEN ${london} THEN 'londres'
    WHEN ${newYork} THEN 'nueva-york'
    WHEN ${tokyo} THEN 'tokio'
    ELSE 'fuera' END`;
}
