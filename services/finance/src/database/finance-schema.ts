/** The service's name in the platform table, and so its PostgreSQL schema. */
export const FINANCE = 'finance';

/** The service's tables, schema-qualified, for its SQL. */
export const T = {
  rates: `${FINANCE}.rates`,
  settings: `${FINANCE}.settings`,
  accounts: `${FINANCE}.accounts`,
  categories: `${FINANCE}.categories`,
  hiddenCategories: `${FINANCE}.hidden_categories`,
  transactions: `${FINANCE}.transactions`,
  budgets: `${FINANCE}.budgets`,
  goals: `${FINANCE}.goals`,
  recurring: `${FINANCE}.recurring`,
  imports: `${FINANCE}.imports`,
  tradingResults: `${FINANCE}.trading_results`,
} as const;

export { rows } from '@pipcrafters/service-kit';
