import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per user that every change to what EdgePilot reads (trades, accounts, reflections) raises, by
 * statement-level triggers: EdgePilot's figures are kept per version and computed again only when the data under
 * them changed, however it changed (the API, an import, or SQL run by hand).
 */
export class DataVersions1795740000000 implements MigrationInterface {
  name = 'DataVersions1795740000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.data_versions (
        user_id uuid PRIMARY KEY,
        version bigint NOT NULL DEFAULT 1
      )
    `);
    // One row per user touched by the statement, in a fixed order (two statements never lock them crosswise).
    await runner.query(`
      CREATE FUNCTION journal.raise_data_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO journal.data_versions AS v (user_id)
            SELECT DISTINCT user_id FROM new_rows ORDER BY user_id
            ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO journal.data_versions AS v (user_id)
            SELECT DISTINCT user_id FROM old_rows ORDER BY user_id
            ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
        ELSE
          INSERT INTO journal.data_versions AS v (user_id)
            SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows ORDER BY user_id
            ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
        END IF;
        RETURN NULL;
      END $$
    `);
    for (const table of ['trades', 'accounts', 'reflections']) {
      await runner.query(
        `CREATE TRIGGER ${table}_inserted_version AFTER INSERT ON journal.${table}
           REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
      );
      await runner.query(
        `CREATE TRIGGER ${table}_updated_version AFTER UPDATE ON journal.${table}
           REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
           EXECUTE FUNCTION journal.raise_data_versions()`,
      );
      await runner.query(
        `CREATE TRIGGER ${table}_deleted_version AFTER DELETE ON journal.${table}
           REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal.raise_data_versions()`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['trades', 'accounts', 'reflections']) {
      for (const event of ['inserted', 'updated', 'deleted']) {
        await runner.query(`DROP TRIGGER ${table}_${event}_version ON journal.${table}`);
      }
    }
    await runner.query('DROP FUNCTION journal.raise_data_versions()');
    await runner.query('DROP TABLE journal.data_versions');
  }
}
