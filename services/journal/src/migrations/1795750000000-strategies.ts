import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal's copy of the user's strategies (fed by the strategies service's domain events: the journal never reads
 * that schema), and on each trade the strategy's name and version when it was assigned and the rules it followed.
 * A change to the copy raises the user's data version like a change to the trades does: EdgePilot's breakdown by
 * strategy shows the strategies' names, and the per-rule figures read the rules.
 */
export class Strategies1795750000000 implements MigrationInterface {
  name = 'Strategies1795750000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.strategies (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        status text NOT NULL,
        version int NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        rules jsonb NOT NULL DEFAULT '[]',
        checklist jsonb NOT NULL DEFAULT '[]',
        risk jsonb NOT NULL DEFAULT '{}',
        sessions text[] NOT NULL DEFAULT '{}',
        instruments text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX strategies_user_idx ON journal.strategies (user_id, name)');
    await runner.query(`
      ALTER TABLE journal.trades
        ADD COLUMN strategy_name text,
        ADD COLUMN strategy_version int,
        ADD COLUMN followed_rules text[]
    `);
    await runner.query(
      'CREATE INDEX trades_user_strategy_idx ON journal.trades (user_id, strategy_id) WHERE strategy_id IS NOT NULL',
    );
    await runner.query(
      `CREATE TRIGGER strategies_inserted_version AFTER INSERT ON journal.strategies
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
    );
    await runner.query(
      `CREATE TRIGGER strategies_updated_version AFTER UPDATE ON journal.strategies
         REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
         EXECUTE FUNCTION journal.raise_data_versions()`,
    );
    await runner.query(
      `CREATE TRIGGER strategies_deleted_version AFTER DELETE ON journal.strategies
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const event of ['inserted', 'updated', 'deleted']) {
      await runner.query(`DROP TRIGGER strategies_${event}_version ON journal.strategies`);
    }
    await runner.query('DROP INDEX journal.trades_user_strategy_idx');
    await runner.query(`
      ALTER TABLE journal.trades
        DROP COLUMN strategy_name,
        DROP COLUMN strategy_version,
        DROP COLUMN followed_rules
    `);
    await runner.query('DROP TABLE journal.strategies');
  }
}
