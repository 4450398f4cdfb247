export interface TimeZoneOption {
  value: string;
  /** "America/New York (GMT-5)": the name as people search it, with its offset now. */
  label: string;
}

function offsetNow(timeZone: string, now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('es-ES', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
      now,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

export function timeZoneLabel(timeZone: string, now = new Date()): string {
  const offset = offsetNow(timeZone, now);
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

/**
 * Every zone this browser knows, in its order, plus `current` when the list leaves it out (UTC, or an older name
 * another browser saved), so the saved value always shows as itself.
 */
export function timeZoneOptions(current: string | null, now = new Date()): TimeZoneOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((value) => ({ value, label: timeZoneLabel(value, now) }));
}
