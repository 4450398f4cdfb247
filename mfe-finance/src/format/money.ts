import { CASH_LIMITS, type TransactionKind } from '@pipcrafters/contracts';
import { formatMoney, parseAmount } from '@pipcrafters/ui';

/**
 * CashCrafter's amounts: decimal strings with at most two decimals (the service's numeric(18, 2)), read as the user
 * types them and compared or subtracted in cents, never through a float.
 */

/** A decimal string as whole cents ("12.5" → 1250n); null when it is not a number with at most two decimals. */
export function toCents(value: string): bigint | null {
  const match = /^([-+]?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] === '-' ? -cents : cents;
}

/** Cents as the API's decimal string: 1250n → "12.50", -5n → "-0.05". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** a − b, both decimal strings; null when either is not one. */
export function subtractAmounts(a: string, b: string): string | null {
  const left = toCents(a);
  const right = toCents(b);
  return left === null || right === null ? null : fromCents(left - right);
}

/** The sum of decimal strings (what is not one counts as 0). */
export function sumAmounts(values: readonly string[]): string {
  return fromCents(values.reduce((total, value) => total + (toCents(value) ?? 0n), 0n));
}

const MAX_CENTS = toCents(CASH_LIMITS.amountMax) as bigint;

export const AmountMessages = {
  unreadable: 'Escribe un importe, por ejemplo 1.250,50.',
  decimals: 'Escribe como mucho dos decimales.',
  positive: 'El importe debe ser mayor que 0.',
  notNegative: 'El importe no puede ser negativo.',
  notZero: 'El importe no puede ser 0.',
  tooLarge: 'El importe es demasiado grande.',
} as const;

/** Which amounts a field takes: a movement's (> 0), a balance (any), a goal's saved money (≥ 0), a contribution (≠ 0). */
export type AmountRule = 'positive' | 'any' | 'notNegative' | 'notZero';

/** What the user typed ("1.250,50", "-20", "35,5") as the API's decimal, or the Spanish message to show. */
export function readAmount(text: string, rule: AmountRule): { value: string } | { error: string } {
  const parsed = parseAmount(text);
  if (parsed === null) return { error: AmountMessages.unreadable };
  const cents = toCents(parsed);
  if (cents === null) return { error: AmountMessages.decimals };
  if ((cents < 0n ? -cents : cents) > MAX_CENTS) return { error: AmountMessages.tooLarge };
  if (rule === 'positive' && cents <= 0n) return { error: AmountMessages.positive };
  if (rule === 'notNegative' && cents < 0n) return { error: AmountMessages.notNegative };
  if (rule === 'notZero' && cents === 0n) return { error: AmountMessages.notZero };
  return { value: fromCents(cents) };
}

/** An antd form rule that checks a typed amount with `readAmount` (an empty field is left to `required`). */
export function amountRule(rule: AmountRule) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      if (!value?.trim()) return Promise.resolve();
      const read = readAmount(value, rule);
      return 'error' in read ? Promise.reject(new Error(read.error)) : Promise.resolve();
    },
  };
}

/** The typed amount's value, for a form already validated with `amountRule`. */
export function amountValue(text: string, rule: AmountRule): string {
  const read = readAmount(text, rule);
  if ('error' in read) throw new Error(read.error);
  return read.value;
}

/** An amount from the API as the user would type it again: "1250.50" → "1250,50". */
export const amountToInput = (value: string | null) => (value ?? '').replace('.', ',');

/** A movement's amount as it moves the account: "+1.200,00 €", "-35,00 €", a transfer without a sign. */
export function formatMovement(amount: string, currency: string, kind: TransactionKind): string {
  const money = formatMoney(amount, currency);
  if (kind === 'income') return `+${money}`;
  if (kind === 'expense') return `-${money}`;
  return money;
}

/** green for money in, red for money out, none for a transfer or zero. */
export function movementTone(kind: TransactionKind | 'net', amount = '0'): 'success' | 'danger' | undefined {
  if (kind === 'income') return 'success';
  if (kind === 'expense') return 'danger';
  if (kind === 'net') {
    const cents = toCents(amount) ?? 0n;
    return cents > 0n ? 'success' : cents < 0n ? 'danger' : undefined;
  }
  return undefined;
}

/** "1 movimiento", "42 movimientos". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-ES')} ${count === 1 ? singular : plural}`;
}
