import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's trade list totals over all their trades (count, wins, losses, breakevens, net, commission, swap, pips),
 * kept by statement-level triggers as the data versions are: every change to the trades, however it is made (the
 * API, an import, a deleted account's cascade, SQL run by hand), adds what it inserted and takes off what it removed.
 * The list's first page without filters reads one row instead of aggregating every trade of the user (5,000 trades:
 * one heap page instead of about two hundred, whatever the user's history).
 */
export class TradeTotals1795770000000 implements MigrationInterface {
  name = 'TradeTotals1795770000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.trade_totals (
        user_id uuid PRIMARY KEY,
        count integer NOT NULL DEFAULT 0,
        wins integer NOT NULL DEFAULT 0,
        losses integer NOT NULL DEFAULT 0,
        breakevens integer NOT NULL DEFAULT 0,
        net numeric NOT NULL DEFAULT 0,
        commission numeric NOT NULL DEFAULT 0,
        swap numeric NOT NULL DEFAULT 0,
        pips numeric NOT NULL DEFAULT 0
      )
    `);
    // The statement's rows signed (+1 inserted, -1 deleted; an update is both), summed per user and added in a fixed
    // order of users (two statements never lock them crosswise); a change that moves no figure writes nothing.
    const apply = (rows: string) => `
      INSERT INTO journal.trade_totals AS t (user_id, count, wins, losses, breakevens, net, commission, swap, pips)
        SELECT user_id, sum(s)::int, sum(s * (net > 0)::int)::int, sum(s * (net < 0)::int)::int,
          sum(s * (net = 0)::int)::int, sum(s * net), sum(s * commission), sum(s * swap), sum(s * coalesce(pips, 0))
        FROM (${rows}) d
        GROUP BY user_id
        HAVING sum(s) <> 0 OR sum(s * net) <> 0 OR sum(s * commission) <> 0 OR sum(s * swap) <> 0
          OR sum(s * coalesce(pips, 0)) <> 0 OR sum(s * (net > 0)::int) <> 0 OR sum(s * (net < 0)::int) <> 0
        ORDER BY user_id
        ON CONFLICT (user_id) DO UPDATE SET
          count = t.count + EXCLUDED.count, wins = t.wins + EXCLUDED.wins, losses = t.losses + EXCLUDED.losses,
          breakevens = t.breakevens + EXCLUDED.breakevens, net = t.net + EXCLUDED.net,
          commission = t.commission + EXCLUDED.commission, swap = t.swap + EXCLUDED.swap, pips = t.pips + EXCLUDED.pips`;
    const inserted = 'SELECT user_id, 1 AS s, net, commission, swap, pips FROM new_rows';
    const deleted = 'SELECT user_id, -1 AS s, net, commission, swap, pips FROM old_rows';
    await runner.query(`
      CREATE FUNCTION journal.apply_trade_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply(inserted)};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply(deleted)};
        ELSE
          ${apply(`${inserted} UNION ALL ${deleted}`)};
        END IF;
        RETURN NULL;
      END $$
    `);
    await runner.query(
      `CREATE TRIGGER trades_inserted_totals AFTER INSERT ON journal.trades
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.apply_trade_totals()`,
    );
    await runner.query(
      `CREATE TRIGGER trades_updated_totals AFTER UPDATE ON journal.trades
         REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
         EXECUTE FUNCTION journal.apply_trade_totals()`,
    );
    await runner.query(
      `CREATE TRIGGER trades_deleted_totals AFTER DELETE ON journal.trades
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.apply_trade_totals()`,
    );
    await runner.query(`
      INSERT INTO journal.trade_totals (user_id, count, wins, losses, breakevens, net, commission, swap, pips)
      SELECT user_id, count(*)::int, count(*) FILTER (WHERE net > 0)::int, count(*) FILTER (WHERE net < 0)::int,
        count(*) FILTER (WHERE net = 0)::int, sum(net), sum(commission), sum(swap), coalesce(sum(pips), 0)
      FROM journal.trades GROUP BY user_id
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const event of ['inserted', 'updated', 'deleted']) {
      await runner.query(`DROP TRIGGER trades_${event}_totals ON journal.trades`);
    }
    await runner.query('DROP FUNCTION journal.apply_trade_totals()');
    await runner.query('DROP TABLE journal.trade_totals');
  }
}
