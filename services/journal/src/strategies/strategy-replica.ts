import type { JournalStrategy, StrategyRisk } from '@pipcrafters/contracts';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { StrategyEntity } from './strategy.entity';

/**
 * The journal's copy of the user's strategies, written only from the strategies service's events (and by the demo
 * seed, with the same ids and the same version rule): a copy is replaced by an event of the same or a higher
 * version, never by an older one, so a redelivered or late event changes nothing; a deleted strategy stays deleted.
 */

const NO_RISK: StrategyRisk = {
  maxRiskPercent: null,
  maxDailyLossPercent: null,
  minRewardRisk: null,
  maxOpenTrades: null,
};

export function toJournalStrategy(row: StrategyEntity): JournalStrategy {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    version: row.version,
    deleted: row.deleted,
    rules: row.rules,
    checklist: row.checklist,
    risk: { ...NO_RISK, ...row.risk },
    sessions: row.sessions,
    instruments: row.instruments,
  };
}

/** One of the user's strategies (deleted ones too), or null, also for a malformed id or someone else's. */
export async function findStrategy(
  manager: EntityManager,
  userId: string,
  id: string,
): Promise<StrategyEntity | null> {
  if (!isUUID(id)) return null;
  return manager.getRepository(StrategyEntity).findOne({ where: { id, userId } });
}

/**
 * Keeps the strategy as described unless the copy is already of a higher version; its trades take its name (a
 * rename). Says whether the copy was written.
 */
export async function saveStrategyCopy(
  manager: EntityManager,
  userId: string,
  strategy: Omit<JournalStrategy, 'deleted'>,
): Promise<boolean> {
  const written: unknown[] = await manager.query(
    `INSERT INTO journal.strategies AS s
       (id, user_id, name, status, version, rules, checklist, risk, sessions, instruments)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::text[], $10::text[])
     ON CONFLICT (id) DO UPDATE SET
       name = EXCLUDED.name, status = EXCLUDED.status, version = EXCLUDED.version, rules = EXCLUDED.rules,
       checklist = EXCLUDED.checklist, risk = EXCLUDED.risk, sessions = EXCLUDED.sessions,
       instruments = EXCLUDED.instruments, updated_at = now()
     WHERE s.user_id = EXCLUDED.user_id AND EXCLUDED.version >= s.version
     RETURNING s.id`,
    [
      strategy.id,
      userId,
      strategy.name,
      strategy.status,
      strategy.version,
      JSON.stringify(strategy.rules.map(({ id, text, kind }) => ({ id, text, kind }))),
      JSON.stringify(strategy.checklist.map(({ id, text }) => ({ id, text }))),
      JSON.stringify({ ...NO_RISK, ...strategy.risk }),
      strategy.sessions,
      strategy.instruments,
    ],
  );
  if (written.length === 0) return false;
  await manager.query(
    `UPDATE journal.trades SET strategy_name = $3
      WHERE user_id = $1 AND strategy_id = $2 AND strategy_name IS DISTINCT FROM $3`,
    [userId, strategy.id, strategy.name],
  );
  return true;
}

/**
 * Marks the copy deleted, keeping its name and rules for the trades assigned to it (they keep the strategy's id and
 * name). A deletion that arrives before any copy leaves a deleted copy with the name, so a late save stays deleted.
 */
export async function markStrategyDeleted(
  manager: EntityManager,
  userId: string,
  id: string,
  name: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO journal.strategies AS s (id, user_id, name, status, version, deleted)
     VALUES ($1, $2, $3, 'retirada', 0, true)
     ON CONFLICT (id) DO UPDATE SET deleted = true, updated_at = now()
     WHERE s.user_id = EXCLUDED.user_id AND NOT s.deleted`,
    [id, userId, name],
  );
}
