export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * What an IANA name looks like ("Europe/Madrid", "America/Argentina/Buenos_Aires", "Etc/GMT+2", "UTC"). Newer ICU
 * versions also accept offsets ("+02:00") as time zones; those follow no daylight-saving rules, and PostgreSQL reads
 * them with the opposite sign, so they are refused whatever the runtime's Intl says.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** An IANA time zone name this runtime knows (its Intl formats dates in it). The one check every part uses. */
export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(value))
    return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
