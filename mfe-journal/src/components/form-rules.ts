import type { Rule } from 'antd/es/form';
import { parseDecimal } from '../format/numbers';

/** A decimal field typed the Spanish way or the keypad's, with Spanish messages (empty is fine unless required). */
export const decimalRule = (options: { required?: boolean; positive?: boolean; label: string }): Rule => ({
  validator: (_rule, value: string | undefined) => {
    const text = value?.trim() ?? '';
    if (!text)
      return options.required ? Promise.reject(new Error(`Escribe ${options.label}.`)) : Promise.resolve();
    const parsed = parseDecimal(text);
    if (parsed === null) return Promise.reject(new Error('Escribe un número, por ejemplo 1,0850'));
    if (options.positive && (parsed.startsWith('-') || Number(parsed) === 0))
      return Promise.reject(new Error('Debe ser mayor que cero.'));
    return Promise.resolve();
  },
});

/** A typed decimal as the API takes it, or null when empty or not a number. */
export const orNull = (text: string | undefined) => (text?.trim() ? parseDecimal(text) : null);
