import type { CashAccountKind, RecurrenceFrequency } from '@pipcrafters/contracts';
import type { DefaultCategoryName } from './default-categories';

/**
 * The demo trader's household money (Tomás, in Spain, paid in euros, trading a dollar account): what CashCrafter
 * shows a newcomer who signs in as them. Amounts are those of a real-looking budget; days are relative to today.
 */

export interface DemoAccount {
  key: string;
  name: string;
  kind: CashAccountKind;
  currency: string;
  openingBalance: string;
}

export const DEMO_CASH_ACCOUNTS: DemoAccount[] = [
  { key: 'nomina', name: 'Cuenta nómina', kind: 'bank', currency: 'EUR', openingBalance: '1850.00' },
  { key: 'efectivo', name: 'Efectivo', kind: 'cash', currency: 'EUR', openingBalance: '80.00' },
  { key: 'ahorro', name: 'Cuenta ahorro', kind: 'savings', currency: 'EUR', openingBalance: '6200.00' },
  {
    key: 'broker',
    name: 'Bróker (cuenta en USD)',
    kind: 'broker',
    currency: 'USD',
    openingBalance: '3000.00',
  },
  { key: 'tarjeta', name: 'Tarjeta de crédito', kind: 'card', currency: 'EUR', openingBalance: '0.00' },
];

export interface DemoRecurring {
  key: string;
  account: string;
  kind: 'income' | 'expense';
  amount: string;
  description: string;
  category: DefaultCategoryName;
  frequency: RecurrenceFrequency;
  day: string;
}

export const DEMO_RECURRING: DemoRecurring[] = [
  {
    key: 'nomina',
    account: 'nomina',
    kind: 'income',
    amount: '2350.00',
    description: 'Nómina ACME Logística SL',
    category: 'Nómina',
    frequency: 'monthly',
    day: '28',
  },
  {
    key: 'alquiler',
    account: 'nomina',
    kind: 'expense',
    amount: '780.00',
    description: 'Alquiler piso',
    category: 'Vivienda',
    frequency: 'monthly',
    day: '1',
  },
  {
    key: 'gimnasio',
    account: 'nomina',
    kind: 'expense',
    amount: '39.90',
    description: 'Gimnasio',
    category: 'Salud',
    frequency: 'monthly',
    day: '5',
  },
  {
    key: 'fibra',
    account: 'nomina',
    kind: 'expense',
    amount: '35.00',
    description: 'Fibra y móvil',
    category: 'Telefonía e internet',
    frequency: 'monthly',
    day: '8',
  },
  {
    key: 'netflix',
    account: 'tarjeta',
    kind: 'expense',
    amount: '13.99',
    description: 'Netflix',
    category: 'Suscripciones',
    frequency: 'monthly',
    day: '12',
  },
  {
    key: 'spotify',
    account: 'tarjeta',
    kind: 'expense',
    amount: '11.99',
    description: 'Spotify',
    category: 'Suscripciones',
    frequency: 'monthly',
    day: '17',
  },
  {
    key: 'seguro',
    account: 'nomina',
    kind: 'expense',
    amount: '186.40',
    description: 'Seguro del coche',
    category: 'Seguros',
    frequency: 'yearly',
    day: '03-15',
  },
];

/** Everyday spending, a few a week: [description, category, account, lowest, highest]. */
export const DEMO_SPENDING: [string, DefaultCategoryName, string, number, number][] = [
  ['Mercadona', 'Supermercado', 'tarjeta', 38, 96],
  ['Lidl', 'Supermercado', 'nomina', 22, 64],
  ['Carrefour', 'Supermercado', 'tarjeta', 45, 110],
  ['Frutería del barrio', 'Supermercado', 'efectivo', 8, 19],
  ['Bar La Esquina', 'Restaurantes', 'efectivo', 6, 18],
  ['Cena con amigos', 'Restaurantes', 'tarjeta', 28, 62],
  ['Gasolinera Repsol', 'Transporte', 'tarjeta', 45, 70],
  ['Cine', 'Ocio', 'tarjeta', 9, 24],
  ['Farmacia', 'Salud', 'efectivo', 6, 28],
  ['Amazon', 'Otros gastos', 'tarjeta', 12, 58],
];

/** Once a month: [description, category, account, day, lowest, highest]. */
export const DEMO_MONTHLY: [string, DefaultCategoryName, string, number, number, number][] = [
  ['Luz Iberdrola', 'Suministros', 'nomina', 14, 42, 78],
  ['Agua Canal', 'Suministros', 'nomina', 21, 18, 31],
  ['Abono transporte', 'Transporte', 'nomina', 2, 21.8, 21.8],
];

/** This month's leisure, so the budget shows how going over looks. */
export const DEMO_THIS_MONTH: [string, DefaultCategoryName, string, string][] = [
  ['Concierto', 'Ocio', 'tarjeta', '68.00'],
  ['Escapada fin de semana', 'Ocio', 'tarjeta', '96.50'],
];

/** This month's budgets (the previous months had the same). */
export const DEMO_BUDGETS: [DefaultCategoryName, string][] = [
  ['Supermercado', '380.00'],
  ['Restaurantes', '150.00'],
  ['Ocio', '120.00'],
  ['Transporte', '140.00'],
  ['Suministros', '120.00'],
];

export const DEMO_GOALS = [
  {
    key: 'emergencia',
    name: 'Fondo de emergencia',
    target: '10000.00',
    currency: 'EUR',
    monthsAhead: 14,
    account: 'ahorro',
    saved: '0',
  },
  {
    key: 'japon',
    name: 'Viaje a Japón',
    target: '3200.00',
    currency: 'EUR',
    monthsAhead: 10,
    account: null,
    saved: '900.00',
  },
] as const;

export const DEMO_TEXTS = {
  savingsTransfer: 'Traspaso a ahorro',
  cardPayment: 'Pago tarjeta',
  brokerDeposit: 'Depósito en el bróker',
  cashWithdrawal: 'Retirada cajero',
  importFile: 'extracto-tarjeta.csv',
} as const;
