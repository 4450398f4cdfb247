import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spanish alphabetical order for the admin list's name sort ("Álvaro" before "Bruno", not after "Zoe" as byte
 * order has it). An ICU collation behaves the same whatever locale the cluster was created with; a PostgreSQL
 * built without ICU fails here, at migration time, rather than on the first sorted list.
 */
export class CreateSpanishCollation1795240000001 implements MigrationInterface {
  name = 'CreateSpanishCollation1795240000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE COLLATION identity.spanish (provider = icu, locale = 'es')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP COLLATION identity.spanish');
  }
}
