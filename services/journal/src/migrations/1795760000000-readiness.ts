import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The readiness of each of the user's days, as MindCrafter's check-ins reported it (`learning.mind.check-in.recorded`:
 * the journal never reads the learning schema). One row per user and local day, the day's latest check-in: a later
 * one (`recorded_at`, then its id) replaces it, an older one delivered late never does. A change raises the user's data
 * version like a change to the trades, so EdgePilot's readiness figures kept per version are computed again.
 */
export class Readiness1795760000000 implements MigrationInterface {
  name = 'Readiness1795760000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.readiness (
        user_id uuid NOT NULL,
        date date NOT NULL,
        readiness smallint NOT NULL CHECK (readiness BETWEEN 0 AND 100),
        check_in_id text NOT NULL,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, date)
      )
    `);
    await runner.query(
      `CREATE TRIGGER readiness_inserted_version AFTER INSERT ON journal.readiness
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
    );
    await runner.query(
      `CREATE TRIGGER readiness_updated_version AFTER UPDATE ON journal.readiness
         REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
         EXECUTE FUNCTION journal.raise_data_versions()`,
    );
    await runner.query(
      `CREATE TRIGGER readiness_deleted_version AFTER DELETE ON journal.readiness
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const event of ['inserted', 'updated', 'deleted']) {
      await runner.query(`DROP TRIGGER readiness_${event}_version ON journal.readiness`);
    }
    await runner.query('DROP TABLE journal.readiness');
  }
}
