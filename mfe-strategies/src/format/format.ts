/** Spanish formats for the strategies' pages: numbers, percentages, R, money and dates (es-ES). */

const LOCALE = 'es-ES';

const numberFormats = new Map<string, Intl.NumberFormat>();
function cached(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = create();
    numberFormats.set(key, format);
  }
  return format;
}

/** At most `maxDecimals` decimals: "0,5", "12", "1.234,5"; "—" for what is not a number. */
export function formatNumber(value: string | number | null, maxDecimals = 2): string {
  const number = value === null ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return '—';
  return cached(
    `max-${maxDecimals}`,
    () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDecimals }),
  ).format(number);
}

/** Signed with exactly `decimals` decimals: "+0,45", "-1,20", "0,00". */
export function formatSigned(value: string | number, decimals: number): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '—';
  const text = cached(
    `fixed-${decimals}`,
    () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(Math.abs(number));
  return number > 0 ? `+${text}` : number < 0 ? `-${text}` : text;
}

/** "+0,45 R"; "—" without one. */
export const formatR = (value: string | number | null) =>
  value === null ? '—' : `${formatSigned(value, 2)} R`;

/** "55,6 %"; "—" without one. */
export const formatPercent = (value: string | number | null) =>
  value === null ? '—' : `${formatNumber(value, 1)} %`;

/** "1 operación", "42 operaciones". */
export const tradesLabel = (count: number) =>
  count === 1 ? '1 operación' : `${formatNumber(count, 0)} operaciones`;

/** An amount in its currency ("1.234,56 €"), or a plain number when the trades mix currencies. */
export function formatMoney(amount: string | number | null, currency: string | null): string {
  const value = amount === null ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) return '—';
  if (!currency) return formatNumber(value, 2);
  try {
    return cached(
      `money-${currency}`,
      () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${formatNumber(value, 2)} ${currency}`;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "5 mar 2026" in the zone given. */
export function formatDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(`day-${timeZone}`, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    date,
  );
}

/** "5 mar 2026, 14:30" in the zone given. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(`time-${timeZone}`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The profile's zone when it has one, else the browser's. */
export function resolveTimeZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
