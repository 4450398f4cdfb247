const LOCALE = 'es-ES';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
/** Calendar days carry no zone: they are read and written as UTC so no offset can move them a day. */
const longDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** "85,5 %" (one decimal at most, the space Spanish puts before the sign). */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)} %`;
}

/** "1.234,50 €". */
export function formatEuros(value: number): string {
  return euros.format(value);
}

/** "1 día", "12 días". */
export function formatDays(days: number): string {
  return days === 1 ? '1 día' : `${formatInteger(days)} días`;
}

/** "1 operación", "0 operaciones". */
export function formatTrades(trades: number): string {
  return trades === 1 ? '1 operación' : `${formatInteger(trades)} operaciones`;
}

/** A calendar day (`YYYY-MM-DD`) as Spanish readers say it: "15 de diciembre de 2026"; "—" when unreadable. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '—';
  const [, year, month, date] = match;
  const instant = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  return Number.isNaN(instant.getTime()) ? '—' : longDay.format(instant);
}

/** Share of a target reached, 0–100, for progress bars (a target of 0 or less counts as reached). */
export function percentOf(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}
