import type { EntityManager } from 'typeorm';

/** The service's name in the platform table, and so its PostgreSQL schema. */
export const ASSISTANT = 'assistant';

/** The service's tables, schema-qualified, for its SQL. */
export const T = {
  conversations: `${ASSISTANT}.conversations`,
  messages: `${ASSISTANT}.messages`,
  settings: `${ASSISTANT}.settings`,
} as const;

/** Rows of a statement on a transaction's connection (UPDATE and DELETE included), or on the pool. */
export async function rows<R>(manager: EntityManager, text: string, params: unknown[] = []): Promise<R[]> {
  const runner = manager.queryRunner;
  if (!runner) return (await manager.query(text, params)) as R[];
  const result = await runner.query(text, params, true);
  return result.records as R[];
}
