import { stableUuid } from '@pipcrafters/service-kit';

/**
 * The categories every user starts with (Spanish household budgets' usual headings). Their ids are the same in every
 * installation; a user cannot rename or delete them, only hide them, and adds their own beside them.
 */
const EXPENSES = [
  'Vivienda',
  'Supermercado',
  'Restaurantes',
  'Transporte',
  'Suministros',
  'Telefonía e internet',
  'Salud',
  'Ocio',
  'Suscripciones',
  'Ropa',
  'Educación',
  'Seguros',
  'Impuestos',
  'Regalos y donaciones',
  'Comisiones bancarias',
  'Otros gastos',
] as const;

const INCOME = [
  'Nómina',
  'Trabajo independiente',
  'Intereses y dividendos',
  'Trading',
  'Reembolsos',
  'Otros ingresos',
] as const;

export type DefaultCategoryName = (typeof EXPENSES)[number] | (typeof INCOME)[number];

export interface DefaultCategory {
  id: string;
  name: DefaultCategoryName;
  kind: 'income' | 'expense';
  position: number;
}

export const defaultCategoryId = (name: DefaultCategoryName) => stableUuid('finance-category', name);

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  ...EXPENSES.map((name, index) => ({
    id: defaultCategoryId(name),
    name,
    kind: 'expense' as const,
    position: index,
  })),
  ...INCOME.map((name, index) => ({
    id: defaultCategoryId(name),
    name,
    kind: 'income' as const,
    position: index,
  })),
];
