import type { CashAccount, CashTransaction, TransactionKind } from '@pipcrafters/contracts';
import type { CashTransactionInput } from '../../api/cash-api';
import { amountToInput, amountValue } from '../../format/money';

/** The movement form as typed (amounts are the user's text until it is sent). */
export interface TransactionDraft {
  kind: TransactionKind;
  accountId?: string;
  /** For a transfer: the account the money goes to, and what arrives there when its currency differs. */
  transferAccountId?: string;
  amount: string;
  transferAmount: string;
  date: string;
  description: string;
  categoryId?: string;
}

export const KIND_OPTIONS: { value: TransactionKind; label: string }[] = [
  { value: 'expense', label: 'Gasto' },
  { value: 'income', label: 'Ingreso' },
  { value: 'transfer', label: 'Transferencia' },
];

export const KIND_LABELS: Record<TransactionKind, string> = {
  expense: 'Gasto',
  income: 'Ingreso',
  transfer: 'Transferencia',
};

export function emptyDraft(today: string, accountId?: string): TransactionDraft {
  return { kind: 'expense', accountId, amount: '', transferAmount: '', date: today, description: '' };
}

export function draftFrom(transaction: CashTransaction): TransactionDraft {
  return {
    kind: transaction.kind,
    accountId: transaction.accountId,
    transferAccountId: transaction.transferAccountId ?? undefined,
    amount: amountToInput(transaction.amount),
    transferAmount: amountToInput(transaction.transferAmount),
    date: transaction.date,
    description: transaction.description,
    categoryId: transaction.categoryId ?? undefined,
  };
}

/** The currency of an account by id, if the account is known. */
const currencyOf = (accounts: readonly CashAccount[], id: string | undefined) =>
  accounts.find((account) => account.id === id)?.currency;

/** A transfer between accounts of different currencies must say how much arrived. */
export function needsTransferAmount(
  draft: Partial<TransactionDraft>,
  accounts: readonly CashAccount[],
): boolean {
  if (draft.kind !== 'transfer' || !draft.accountId || !draft.transferAccountId) return false;
  const from = currencyOf(accounts, draft.accountId);
  const to = currencyOf(accounts, draft.transferAccountId);
  return Boolean(from && to && from !== to);
}

/** The body to send for a validated draft: a transfer carries its destination (and the amount arriving when the
 * currencies differ) and no category; income and expense carry their category (or null) and no destination. */
export function transactionInput(
  draft: TransactionDraft,
  accounts: readonly CashAccount[],
): CashTransactionInput {
  const base = {
    accountId: draft.accountId as string,
    kind: draft.kind,
    amount: amountValue(draft.amount, 'positive'),
    date: draft.date,
    description: draft.description.trim(),
  };
  if (draft.kind !== 'transfer') return { ...base, categoryId: draft.categoryId ?? null };
  const destination = accounts.find((account) => account.id === draft.transferAccountId);
  return {
    ...base,
    description: base.description || `Transferencia a ${destination?.name ?? 'otra cuenta'}`,
    categoryId: null,
    transferAccountId: draft.transferAccountId as string,
    ...(needsTransferAmount(draft, accounts)
      ? { transferAmount: amountValue(draft.transferAmount, 'positive') }
      : {}),
  };
}
