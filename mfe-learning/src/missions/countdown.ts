const SECOND = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left as the missions page counts it down, largest unit first: "3 d 5 h 02 min 09 s", "5 h 12 min 03 s",
 * "12 min 03 s", "9 s". A part after a larger one has two digits. Partial seconds count as a whole one, so "0 s" is
 * never shown while time remains; nothing left (or less) is "0 s".
 */
export function formatCountdown(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / SECOND) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

/** Milliseconds from `now` to an ISO instant; negative once it has passed, and for an unreadable instant. */
export function remainingMs(endsAt: string, now: number): number {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? -1 : end - now;
}
