import type { CashAccount, CashCategory, CashSettings } from '@pipcrafters/contracts';
import { createContext, useContext } from 'react';
import { todayIn } from '../format/dates';

/** What every CashCrafter tab reads: the settings, the accounts and categories, and today in the user's zone. */
export interface CashData {
  settings: CashSettings;
  /** YYYY-MM-DD in the zone recurring movements post in. */
  today: string;
  /** Every account, archived ones included (their movements still name them). */
  accounts: CashAccount[];
  /** The accounts a new movement may use. */
  openAccounts: CashAccount[];
  /** Every category, hidden ones included. */
  categories: CashCategory[];
  accountName: (id: string | null) => string;
  categoryName: (id: string | null) => string;
  /** The visible categories of a kind, for a select (plus `keep`, the one a record already has). */
  categoryOptions: (kind: 'income' | 'expense', keep?: string | null) => { value: string; label: string }[];
}

export function cashData(
  settings: CashSettings,
  accounts: CashAccount[],
  categories: CashCategory[],
  now = Date.now(),
): CashData {
  const accountNames = new Map(accounts.map((account) => [account.id, account.name]));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
  return {
    settings,
    today: todayIn(settings.timeZone, now),
    accounts,
    openAccounts: accounts.filter((account) => !account.archived),
    categories,
    accountName: (id) => (id ? (accountNames.get(id) ?? 'Cuenta eliminada') : '—'),
    categoryName: (id) => (id ? (categoryNames.get(id) ?? 'Categoría eliminada') : 'Sin categoría'),
    categoryOptions: (kind, keep) =>
      categories
        .filter((category) => category.kind === kind && (!category.hidden || category.id === keep))
        .sort(byName)
        .map((category) => ({ value: category.id, label: category.name })),
  };
}

export const CashContext = createContext<CashData | null>(null);

/** The page's CashCrafter data; only used below CashCrafterPage, which provides it once everything has loaded. */
export function useCashData(): CashData {
  const data = useContext(CashContext);
  if (!data) throw new Error('useCashData outside CashCrafterPage');
  return data;
}
