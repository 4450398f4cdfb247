/**
 * Numbers as learners type them, and as the assistants write them: Spanish style ("10.000", "1,0850", "0,5") or
 * English ("10,000", "1.0850"), read to plain decimal strings; written back with the Spanish locale.
 */

/** "10.000" → "10000"; "1,0850" → "1.0850"; "1.0850" → "1.0850"; "10,000" → "10000"; "0,5" → "0.5". */
export function readNumber(text: string): string | null {
  const value = text.trim().replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(value) || /[.,]$/.test(value)) return null;
  const dots = (value.match(/\./g) ?? []).length;
  const commas = (value.match(/,/g) ?? []).length;
  if (dots > 0 && commas > 0) {
    const decimal = value.lastIndexOf(',') > value.lastIndexOf('.') ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const plain = value.split(thousands).join('');
    return decimal === ',' ? plain.replace(',', '.') : plain;
  }
  const mark = dots > 0 ? '.' : commas > 0 ? ',' : null;
  if (!mark) return value;
  const parts = value.split(mark);
  // "10.000" and "1.000.000" group thousands; "1.0850", "0,5" and "25,5" are decimals.
  const grouped =
    parts.length > 2 ||
    (parts[0] !== '0' && parts.length === 2 && parts[1]?.length === 3 && (parts[0]?.length ?? 0) <= 3);
  if (parts.length > 2 && !parts.slice(1).every((part) => part.length === 3)) return null;
  return grouped ? parts.join('') : `${parts[0]}.${parts[1]}`;
}

const format = (value: string | number, digits: number) =>
  new Intl.NumberFormat('es-ES', {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
    useGrouping: true,
  }).format(Number(value));

/** A figure in Spanish: "1.234,5". Grouping starts at 1.000 as well (es-ES leaves 4-digit numbers ungrouped). */
export function spanish(value: string | number, digits = 2): string {
  const text = format(value, digits);
  const match = /^(-?)(\d{4})(,\d+)?$/.exec(text);
  return match ? `${match[1]}${match[2]?.slice(0, 1)}.${match[2]?.slice(1)}${match[3] ?? ''}` : text;
}

/** An amount with its currency code: "1.234,50 USD". */
export const money = (value: string | number, currency: string) =>
  `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(Number(value))
    .replace(/^(-?)(\d)(\d{3}),/, '$1$2.$3,')} ${currency}`;
