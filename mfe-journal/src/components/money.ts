import type { TradingAccount } from '@pipcrafters/contracts';
import { formatMoney, formatNumber } from '@pipcrafters/ui';

/**
 * The currency amounts are shown in: the selected account's, or the one all accounts share; null when "Todas las
 * cuentas" mixes currencies (amounts are then summed as plain numbers, which the page says).
 */
export function displayCurrency(
  accounts: readonly TradingAccount[],
  accountId: string | undefined,
): string | null {
  if (accountId) return accounts.find((account) => account.id === accountId)?.currency ?? null;
  const currencies = new Set(accounts.map((account) => account.currency));
  return currencies.size === 1 ? ([...currencies][0] as string) : null;
}

export function formatAmount(amount: string | number, currency: string | null): string {
  return currency ? formatMoney(amount, currency) : formatNumber(amount, 2);
}

/** A colour for a result: green for a gain, red for a loss, none for zero. */
export function resultColor(amount: string | number): 'success' | 'danger' | undefined {
  const value = Number(amount);
  return value > 0 ? 'success' : value < 0 ? 'danger' : undefined;
}

/** Whole units without the currency, for tight spaces: "193", "-1204". */
export function formatCompact(amount: string | number): string {
  return formatNumber(Math.round(Number(amount)), 0);
}
