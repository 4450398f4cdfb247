export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * What an IANA name looks like ("Europe/Madrid", "America/Argentina/Buenos_Aires", "Etc/GMT+2", "UTC"). Newer ICU
 * versions also accept offsets ("+02:00") as time zones; those follow no daylight-saving rules, and PostgreSQL reads
 * them with the opposite sign, so they are refused whatever the runtime's Intl says.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Names already found good: building an Intl formatter to try a name costs about 0.1 ms, and requests ask about the
 * same few zones again and again. Intl takes any letter case ("EUROPE/madrid"), so hostile input could name endless
 * good variants: the set starts over past 1,000 names.
 */
const KNOWN_TIME_ZONES = new Set<string>();

/** An IANA time zone name this runtime knows (its Intl formats dates in it). The one check every part uses. */
export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (KNOWN_TIME_ZONES.has(value)) return true;
  if (value.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  if (KNOWN_TIME_ZONES.size >= 1000) KNOWN_TIME_ZONES.clear();
  KNOWN_TIME_ZONES.add(value);
  return true;
}

/** One `YYYY-MM-DD` formatter per zone: building one costs about 0.1 ms, formatting with it a few microseconds. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`, an IANA name already checked
 * (`isIanaTimeZone`): the one way every service reads "today" or "that day" in a user's zone.
 */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size >= 1000) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}
