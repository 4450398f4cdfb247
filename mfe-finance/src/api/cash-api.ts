import { apiFetch, downloadFile } from '@pipcrafters/api-client';
import type {
  Budget,
  BudgetMonth,
  CashAccount,
  CashAccountKind,
  CashCategory,
  CashImport,
  CashSettings,
  CashSummary,
  CashTransaction,
  CashTransactionPage,
  CategoryReport,
  ImportMapping,
  ImportPreview,
  MonthlyReport,
  RecurrenceFrequency,
  RecurringTransaction,
  SavingsGoal,
  TransactionKind,
  UpcomingPosting,
} from '@pipcrafters/contracts';

// The bodies CashCrafter sends, as the contract's doc comments (packages/contracts/src/finance.ts) describe them.

export interface CashSettingsUpdate {
  mainCurrency?: string;
  /** null forgets the amount. */
  affordableLoss?: string | null;
}

export interface CashAccountInput {
  name: string;
  kind: CashAccountKind;
  currency: string;
  openingBalance: string;
}

/** The currency may change only while the account has no movements (the service refuses it after). */
export type CashAccountUpdate = Partial<CashAccountInput> & { archived?: boolean };

export interface CashCategoryInput {
  name: string;
  kind: 'income' | 'expense';
}

export interface CashTransactionInput {
  accountId: string;
  kind: TransactionKind;
  amount: string;
  date: string;
  description: string;
  categoryId?: string | null;
  transferAccountId?: string;
  transferAmount?: string;
}

export interface BudgetInput {
  categoryId: string;
  month: string;
  amount: string;
}

export interface SavingsGoalInput {
  name: string;
  target: string;
  currency: string;
  targetDate: string;
  accountId?: string | null;
  saved?: string;
}

export interface RecurringInput {
  accountId: string;
  kind: 'income' | 'expense';
  amount: string;
  description: string;
  categoryId?: string | null;
  frequency: RecurrenceFrequency;
  day: string;
  startDate?: string;
}

export interface ImportPreviewRequest {
  accountId: string;
  content: string;
  mapping?: ImportMapping;
}

export interface ImportRequest {
  accountId: string;
  fileName: string;
  content: string;
  mapping: ImportMapping;
}

/**
 * Every CashCrafter query lives under one key: any change (a movement, a budget, an import) moves balances, budgets,
 * reports and the overview at once, so a successful write reads them all again.
 */
export const cashKeys = {
  all: ['finance', 'cash'] as const,
  summary: () => ['finance', 'cash', 'summary'] as const,
  accounts: () => ['finance', 'cash', 'accounts'] as const,
  categories: () => ['finance', 'cash', 'categories'] as const,
  transactions: (query: string) => ['finance', 'cash', 'transactions', query] as const,
  budgets: (month: string) => ['finance', 'cash', 'budgets', month] as const,
  goals: () => ['finance', 'cash', 'goals'] as const,
  recurring: () => ['finance', 'cash', 'recurring'] as const,
  upcoming: (days: number) => ['finance', 'cash', 'upcoming', days] as const,
  imports: () => ['finance', 'cash', 'imports'] as const,
  monthlyReport: (months: number) => ['finance', 'cash', 'reports', 'monthly', months] as const,
  categoryReport: (from: string, to: string) =>
    ['finance', 'cash', 'reports', 'categories', from, to] as const,
};

const BASE = '/api/finance';
const segment = (id: string) => encodeURIComponent(id);
const json = <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown) =>
  apiFetch<T>(`${BASE}${path}`, { method, body });
const remove = (path: string) => apiFetch<void>(`${BASE}${path}`, { method: 'DELETE' });

export const cashApi = {
  summary: (signal?: AbortSignal) => apiFetch<CashSummary>(`${BASE}/summary`, { signal }),
  updateSettings: (update: CashSettingsUpdate) => json<CashSettings>('PUT', '/settings', update),

  /** Every account, archived ones included (their movements still name them). */
  accounts: (signal?: AbortSignal) => apiFetch<CashAccount[]>(`${BASE}/accounts?archived=true`, { signal }),
  createAccount: (input: CashAccountInput) => json<CashAccount>('POST', '/accounts', input),
  updateAccount: (id: string, update: CashAccountUpdate) =>
    json<CashAccount>('PATCH', `/accounts/${segment(id)}`, update),
  deleteAccount: (id: string) => remove(`/accounts/${segment(id)}`),

  categories: (signal?: AbortSignal) => apiFetch<CashCategory[]>(`${BASE}/categories`, { signal }),
  createCategory: (input: CashCategoryInput) => json<CashCategory>('POST', '/categories', input),
  updateCategory: (id: string, update: { name?: string; hidden?: boolean }) =>
    json<CashCategory>('PATCH', `/categories/${segment(id)}`, update),
  deleteCategory: (id: string) => remove(`/categories/${segment(id)}`),

  transactions: (query: string, signal?: AbortSignal) =>
    apiFetch<CashTransactionPage>(`${BASE}/transactions?${query}`, { signal }),
  createTransaction: (input: CashTransactionInput) => json<CashTransaction>('POST', '/transactions', input),
  updateTransaction: (id: string, input: Partial<CashTransactionInput>) =>
    json<CashTransaction>('PATCH', `/transactions/${segment(id)}`, input),
  deleteTransaction: (id: string) => remove(`/transactions/${segment(id)}`),
  exportTransactions: (query: string) =>
    downloadFile(
      `${BASE}/transactions/export${query ? `?${query}` : ''}`,
      'movimientos.csv',
      'text/csv, application/json',
    ),

  budgets: (month: string, signal?: AbortSignal) =>
    apiFetch<BudgetMonth>(`${BASE}/budgets?month=${segment(month)}`, { signal }),
  setBudget: (input: BudgetInput) => json<Budget>('PUT', '/budgets', input),
  deleteBudget: (id: string) => remove(`/budgets/${segment(id)}`),
  copyBudgets: (from: string, to: string) => json<BudgetMonth>('POST', '/budgets/copy', { from, to }),

  goals: (signal?: AbortSignal) => apiFetch<SavingsGoal[]>(`${BASE}/goals`, { signal }),
  createGoal: (input: SavingsGoalInput) => json<SavingsGoal>('POST', '/goals', input),
  updateGoal: (id: string, input: Partial<SavingsGoalInput>) =>
    json<SavingsGoal>('PATCH', `/goals/${segment(id)}`, input),
  deleteGoal: (id: string) => remove(`/goals/${segment(id)}`),
  contribute: (id: string, amount: string) =>
    json<SavingsGoal>('POST', `/goals/${segment(id)}/contributions`, { amount }),

  recurring: (signal?: AbortSignal) => apiFetch<RecurringTransaction[]>(`${BASE}/recurring`, { signal }),
  createRecurring: (input: RecurringInput) => json<RecurringTransaction>('POST', '/recurring', input),
  updateRecurring: (id: string, input: Partial<RecurringInput> & { active?: boolean }) =>
    json<RecurringTransaction>('PATCH', `/recurring/${segment(id)}`, input),
  deleteRecurring: (id: string) => remove(`/recurring/${segment(id)}`),
  upcoming: (days: number, signal?: AbortSignal) =>
    apiFetch<UpcomingPosting[]>(`${BASE}/recurring/upcoming?days=${days}`, { signal }),

  previewImport: (request: ImportPreviewRequest, signal?: AbortSignal) =>
    apiFetch<ImportPreview>(`${BASE}/imports/preview`, { method: 'POST', body: request, signal }),
  importStatement: (request: ImportRequest) => json<CashImport>('POST', '/imports', request),
  imports: (signal?: AbortSignal) => apiFetch<CashImport[]>(`${BASE}/imports`, { signal }),
  undoImport: (id: string) => remove(`/imports/${segment(id)}`),

  monthlyReport: (months: number, signal?: AbortSignal) =>
    apiFetch<MonthlyReport>(`${BASE}/reports/monthly?months=${months}`, { signal }),
  categoryReport: (from: string, to: string, signal?: AbortSignal) =>
    apiFetch<CategoryReport>(`${BASE}/reports/categories?from=${segment(from)}&to=${segment(to)}`, {
      signal,
    }),
};
