/** What the user types, read the Spanish way or the keypad's (the UI kit's parsers, shared with the journal). */
import { parseAmount, parseDecimal } from '@pipcrafters/ui';

export { parseAmount, parseDecimal };

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
