/**
 * What the user types, read the Spanish way or the keypad's, as the dot-decimal strings the calculators take.
 * The journal reads its forms by the same rules (mfe-journal/src/format/numbers.ts); a remote cannot import
 * another's code, so the rules are repeated here until they move to a shared package.
 */

/** "1,0850", "1.0850", "-12,5", "1.250,75", "10 000" → "1.0850"…; null for anything else. */
export function parseDecimal(input: string): string | null {
  let text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (text.includes(',') && text.includes('.')) {
    if (!/^[-+]?\d{1,3}(\.\d{3})+,\d+$/.test(text)) return null;
    text = text.replaceAll('.', '');
  }
  text = text.replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const digits = text.replace(/^[-+]/, '');
  const [whole = '0', fraction] = digits.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const canonical = fraction ? `${trimmedWhole}.${fraction}` : trimmedWhole;
  return negative && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/** Like `parseDecimal`, except that dots grouping thousands are thousands ("14.500" is a balance, not 14,5). */
export function parseAmount(input: string): string | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(text)) return parseDecimal(text.replaceAll('.', ''));
  return parseDecimal(text);
}

/**
 * A price or a ratio ("1.0850" is a decimal), an amount of money ("14.500" is fourteen thousand five hundred), or
 * text the calculator reads itself (a leverage, "1:30").
 */
export type NumberKind = 'decimal' | 'amount' | 'text';

export const UNREADABLE_NUMBER = 'Escribe un número, por ejemplo «1,0850» o «1.0850».';

export interface ReadFields {
  /** The fields typed, as the calculators take them; empty ones left out. */
  values: Record<string, string>;
  /** Fields whose text is not a number, with the message to show under them. */
  errors: Record<string, string>;
}

/** Every field's text read by its kind. */
export function readNumberFields(
  texts: Record<string, string>,
  kinds: Record<string, NumberKind>,
): ReadFields {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts)) {
    if (text.trim() === '') continue;
    if (kinds[field] === 'text') {
      values[field] = text.trim();
      continue;
    }
    const value = kinds[field] === 'amount' ? parseAmount(text) : parseDecimal(text);
    if (value === null) errors[field] = UNREADABLE_NUMBER;
    else values[field] = value;
  }
  return { values, errors };
}
