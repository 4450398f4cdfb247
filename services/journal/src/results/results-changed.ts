import type { DomainEvents } from '@pipcrafters/contracts';
import type { EventBus } from '@pipcrafters/events';
import type { EntityManager } from 'typeorm';

/** A calendar month (UTC, `YYYY-MM`) of one account currency, whose net a change may have moved. */
export interface ResultKey {
  month: string;
  currency: string;
}

/** The UTC calendar month of an instant, as SQL's `to_char(… AT TIME ZONE 'UTC', 'YYYY-MM')` names it. */
export function utcMonth(instant: Date): string {
  const year = String(instant.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The distinct months and currencies of these trades (as they were before a change, or are after it). */
export function resultKeys(trades: Iterable<{ closeTime: Date; currency: string }>): ResultKey[] {
  const keys = new Map<string, ResultKey>();
  for (const { closeTime, currency } of trades) {
    const key = { month: utcMonth(closeTime), currency };
    keys.set(`${key.month} ${key.currency}`, key);
  }
  return [...keys.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
  );
}

/** The months and currencies of some trades, an account's or an import's, read in SQL (before they go, or move). */
export async function resultKeysOf(
  manager: EntityManager,
  userId: string,
  of: { tradeIds: string[] } | { accountId: string } | { importId: string },
): Promise<ResultKey[]> {
  const [condition, value] =
    'tradeIds' in of
      ? ['t.id = ANY($2::uuid[])', of.tradeIds]
      : 'accountId' in of
        ? ['t.account_id = $2', of.accountId]
        : ['t.import_id = $2', of.importId];
  return manager.query(
    `SELECT DISTINCT to_char(t.close_time AT TIME ZONE 'UTC', 'YYYY-MM') AS month, a.currency::text AS currency
     FROM journal.trades t JOIN journal.accounts a ON a.id = t.account_id
     WHERE t.user_id = $1 AND ${condition}
     ORDER BY 1, 2`,
    [userId, value],
  );
}

/**
 * Every month a change touched, for every currency that has trades in it now or was touched, with its whole net
 * after the change (`0.00` where nothing is left, so the consumer zeroes it). The bounds are timestamps read as
 * UTC, so the session's time zone cannot move a month's edges, and the trades index serves each month.
 */
const MONTHLY_NET_SQL = `
  WITH touched AS (
    SELECT DISTINCT month, currency FROM unnest($2::text[], $3::text[]) AS touched (month, currency)
  ),
  months AS (
    SELECT DISTINCT month, (month || '-01')::timestamp AS starts FROM touched
  ),
  sums AS (
    SELECT m.month, a.currency::text AS currency, SUM(t.net) AS net
    FROM months m
    JOIN journal.trades t ON t.user_id = $1
      AND t.close_time >= m.starts AT TIME ZONE 'UTC'
      AND t.close_time < (m.starts + interval '1 month') AT TIME ZONE 'UTC'
    JOIN journal.accounts a ON a.id = t.account_id
    GROUP BY m.month, a.currency
  )
  SELECT k.month, k.currency, round(COALESCE(s.net, 0), 2)::text AS net
  FROM (SELECT month, currency FROM touched UNION SELECT month, currency FROM sums) k
  LEFT JOIN sums s USING (month, currency)
  ORDER BY k.month, k.currency`;

/**
 * Publishes `journal.results.changed` in the change's transaction, after the change: the months of `touched`
 * (the trades' months and currencies before and after it) with their whole net as they stand now.
 */
export async function publishResultsChanged(
  bus: EventBus,
  manager: EntityManager,
  userId: string,
  touched: ResultKey[],
): Promise<void> {
  if (touched.length === 0) return;
  // Changes of one user's results take turns from here to their commit: each one's sums then include the change
  // committed before it, and its event is published after that one's, so the last event holds the last figures.
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`journal-results:${userId}`]);
  const months: DomainEvents['journal.results.changed']['months'] = await manager.query(MONTHLY_NET_SQL, [
    userId,
    touched.map((key) => key.month),
    touched.map((key) => key.currency),
  ]);
  await bus.publish(manager, 'journal.results.changed', { userId, months });
}
