import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `unaccent` extension (PostgreSQL contrib, trusted since PostgreSQL 13: the database owner may create it), for
 * a search where "analisis" finds "análisis". An extension is one per database, in `public`, and learning creates
 * the same one: every service that creates an extension first takes the `pipcrafters:extensions` transaction lock,
 * so a second one waits for the first to commit and then finds it there (a collision is still taken as "it exists").
 */
export class Unaccent1795759000000 implements MigrationInterface {
  name = 'Unaccent1795759000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      DO $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('pipcrafters:extensions'));
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
          BEGIN
            CREATE EXTENSION unaccent WITH SCHEMA public;
          EXCEPTION WHEN unique_violation OR duplicate_object THEN
            NULL;
          END;
        END IF;
      END $$`);
  }

  async down(): Promise<void> {
    // Other services' search uses the extension too: it stays.
  }
}
