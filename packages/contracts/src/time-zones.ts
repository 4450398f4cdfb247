export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * What an IANA name looks like ("Europe/Madrid", "America/Argentina/Buenos_Aires", "Etc/GMT+2", "UTC"). Newer ICU
 * versions also accept offsets ("+02:00") as time zones; those follow no daylight-saving rules, and PostgreSQL reads
 * them with the opposite sign, so they are refused whatever the runtime's Intl says.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Names already found good: building an Intl formatter to try a name costs about 0.1 ms, and requests ask about the
 * same few zones again and again. Only known names are kept, so the set is bounded by the runtime's zone list.
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
  KNOWN_TIME_ZONES.add(value);
  return true;
}
