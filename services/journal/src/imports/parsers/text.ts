import Decimal from 'decimal.js';

/**
 * Statement bytes to text: a BOM decides (UTF-8, UTF-16LE, UTF-16BE); without one, UTF-16 is recognised by its NUL
 * bytes, then UTF-8 is tried strictly and Windows-1252 (what MetaTrader on a Western Windows writes) is the fallback.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const sample = bytes.subarray(0, Math.min(bytes.length, 400));
  let oddNuls = 0;
  let evenNuls = 0;
  sample.forEach((byte, index) => {
    if (byte === 0) index % 2 ? oddNuls++ : evenNuls++;
  });
  if (oddNuls > sample.length / 4) return new TextDecoder('utf-16le').decode(bytes);
  if (evenNuls > sample.length / 4) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A number as MetaTrader and cTrader print it, to a canonical decimal string: spaces (U+0020, U+00A0, U+202F) as
 * thousands separators, `.` as the decimal point, an optional sign (also "- 30.12"). Null for blanks and
 * anything else. With `decimalComma`, `,` is the decimal point and `.` separates thousands.
 */
export function parseAmount(raw: string | null | undefined, decimalComma = false): string | null {
  if (raw === null || raw === undefined) return null;
  let text = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '' || text === '-') return null;
  if (decimalComma) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Decimal(text).toFixed();
}

/** Sums decimal strings exactly. */
export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return values.reduce((total, value) => total.plus(value ?? 0), new Decimal(0)).toFixed();
}
