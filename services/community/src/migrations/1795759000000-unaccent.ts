import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `unaccent` extension (PostgreSQL contrib, trusted since PostgreSQL 13: the database owner may create it), for
 * a search where "analisis" finds "análisis". An extension is one per database, in `public`, and learning creates
 * the same one: two services creating it at the same moment would collide (the second insert into pg_extension
 * fails once the first commits). So this migration, in a transaction of its own that commits at once, first gives
 * whoever is already creating it a few seconds to finish, then creates it only if it is still missing, taking a
 * collision as "it exists". Services that create extensions take the `pipcrafters:extensions` lock.
 */
export class Unaccent1795759000000 implements MigrationInterface {
  name = 'Unaccent1795759000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      DO $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('pipcrafters:extensions'));
        FOR attempt IN 1..20 LOOP
          EXIT WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent');
          PERFORM pg_sleep(0.25);
        END LOOP;
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
