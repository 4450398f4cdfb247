/**
 * Statement times are wall-clock times in some zone (broker server time, or the UTC a cTrader report names);
 * this turns them into instants. `Etc/GMT-2` style zones and IANA names both work.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Zone offsets by quarter hour: every change of offset since 1970 falls on a quarter hour, and a statement's
 * thousands of trades fall in a few thousand quarters, so `formatToParts` (the cost of an import's times) runs once
 * for each of them.
 */
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();
const MAX_OFFSETS = 200_000;

function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = zoneOffset(quarter * QUARTER_HOUR, timeZone);
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function zoneOffset(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** "YYYY-MM-DD HH:mm[:ss[.SSS]]" in `timeZone` → the instant; null when the text is not such a time. */
export function wallClockToInstant(text: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
    Number((ms ?? '0').padEnd(3, '0')),
  );
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== Number(d)) return null;
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}
