import type { CashAccount, CashTransaction } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { draftFrom, emptyDraft, needsTransferAmount, transactionInput } from './transaction-form';

const account = (id: string, name: string, currency: string): CashAccount => ({
  id,
  name,
  kind: 'bank',
  currency,
  openingBalance: '0.00',
  balance: '0.00',
  balanceMain: '0.00',
  archived: false,
  transactionCount: 0,
  createdAt: '2025-06-01T10:00:00Z',
});
const accounts = [
  account('eur', 'Nómina', 'EUR'),
  account('eur2', 'Ahorro', 'EUR'),
  account('usd', 'Bróker', 'USD'),
];

describe('the movement form', () => {
  it('starts as an expense of today', () => {
    expect(emptyDraft('2025-06-30', 'eur')).toEqual({
      kind: 'expense',
      accountId: 'eur',
      amount: '',
      transferAmount: '',
      date: '2025-06-30',
      description: '',
    });
  });

  it('sends an expense with its category, or null without one', () => {
    const draft = {
      ...emptyDraft('2025-06-30', 'eur'),
      amount: '1.250,5',
      description: ' Alquiler ',
      categoryId: 'c1',
    };
    expect(transactionInput(draft, accounts)).toEqual({
      accountId: 'eur',
      kind: 'expense',
      amount: '1250.50',
      date: '2025-06-30',
      description: 'Alquiler',
      categoryId: 'c1',
    });
    expect(
      transactionInput({ ...draft, kind: 'income', categoryId: undefined }, accounts).categoryId,
    ).toBeNull();
  });

  it('asks the amount arriving only when the currencies differ', () => {
    const transfer = {
      ...emptyDraft('2025-06-30', 'eur'),
      kind: 'transfer' as const,
      transferAccountId: 'eur2',
      amount: '100',
      transferAmount: '',
      categoryId: 'c1',
    };
    expect(needsTransferAmount(transfer, accounts)).toBe(false);
    expect(transactionInput(transfer, accounts)).toEqual({
      accountId: 'eur',
      kind: 'transfer',
      amount: '100.00',
      date: '2025-06-30',
      description: 'Transferencia a Ahorro',
      categoryId: null,
      transferAccountId: 'eur2',
    });
    const toBroker = {
      ...transfer,
      transferAccountId: 'usd',
      transferAmount: '108,50',
      description: 'Al bróker',
    };
    expect(needsTransferAmount(toBroker, accounts)).toBe(true);
    expect(transactionInput(toBroker, accounts)).toMatchObject({
      description: 'Al bróker',
      transferAccountId: 'usd',
      transferAmount: '108.50',
    });
    expect(needsTransferAmount({ ...toBroker, kind: 'expense' }, accounts)).toBe(false);
  });

  it('edits a movement as the user would type it', () => {
    const transaction: CashTransaction = {
      id: 't1',
      accountId: 'eur',
      kind: 'transfer',
      amount: '100.00',
      currency: 'EUR',
      date: '2025-06-15',
      description: 'Al bróker',
      categoryId: null,
      transferAccountId: 'usd',
      transferAmount: '108.50',
      recurringId: null,
      importId: null,
      createdAt: '2025-06-15T10:00:00Z',
    };
    expect(draftFrom(transaction)).toEqual({
      kind: 'transfer',
      accountId: 'eur',
      transferAccountId: 'usd',
      amount: '100,00',
      transferAmount: '108,50',
      date: '2025-06-15',
      description: 'Al bróker',
      categoryId: undefined,
    });
  });
});
