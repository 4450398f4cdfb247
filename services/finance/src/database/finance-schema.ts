import type { EntityManager } from 'typeorm';

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

/**
 * Rows of a statement run on a transaction's connection: TypeORM answers UPDATE and DELETE with `[rows, count]`
 * through `manager.query`, so the structured result is read instead, whatever the statement.
 */
export async function rows<R>(manager: EntityManager, text: string, params: unknown[] = []): Promise<R[]> {
  const runner = manager.queryRunner;
  if (!runner) return (await manager.query(text, params)) as R[];
  const result = await runner.query(text, params, true);
  return result.records as R[];
}
