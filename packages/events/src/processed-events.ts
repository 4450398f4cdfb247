import type { DomainEvent } from '@pipcrafters/contracts';
import type { EntityManager } from 'typeorm';

/** SQL for a consumer's migration: the events it has already handled, in its own schema. */
export function processedEventsTableSql(schema: string): string {
  return `CREATE TABLE "${schema}"."processed_events" (
    "event_id" uuid PRIMARY KEY,
    "event_name" varchar(100) NOT NULL,
    "processed_at" timestamptz NOT NULL DEFAULT now()
  )`;
}

/**
 * Records the event as handled inside the consumer's transaction and says whether this is the first time. Run the
 * handler's writes in the same transaction only when it answers true: a second delivery then changes nothing, and a
 * failed first attempt leaves no record, so its retry still does the work.
 */
export async function claimEvent(
  manager: EntityManager,
  schema: string,
  event: DomainEvent,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO "${schema}"."processed_events" ("event_id", "event_name") VALUES ($1, $2)
     ON CONFLICT ("event_id") DO NOTHING RETURNING "event_id"`,
    [event.id, event.name],
  );
  return rows.length === 1;
}
