/**
 * A decimal typed the Spanish way or the keypad's ("1,0850", "1.0850", "-12,5", "1.250,75", "10 000") as the
 * dot-decimal string the API takes, never through a float; null for anything else.
 */
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

/**
 * An amount of money as a Spanish speaker writes it: like `parseDecimal`, except that dots grouping thousands
 * ("10.000", "1.250.000") are thousands, as they are in a balance (a price's "1.085" is a decimal).
 */
export function parseAmount(input: string): string | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(text)) return parseDecimal(text.replaceAll('.', ''));
  return parseDecimal(text);
}
