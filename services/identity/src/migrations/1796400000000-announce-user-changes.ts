import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces every change of an account's row on the `pipcrafters_user_changes` channel (USER_CHANGES_CHANNEL), so
 * that identity's processes drop the account they keep in memory (KnownUsers) as the change commits:
 *
 * - a row changed in any column, or deleted: `<user id>`;
 * - the table emptied (TRUNCATE fires no row trigger): `*`.
 *
 * A trigger rather than calls in the code, as for the session changes: no write path (a profile saved, an admin's
 * decision, an application approved or swept, a fix made in psql) can forget it. An UPDATE that changes nothing
 * announces nothing. PostgreSQL delivers a notification only when its transaction commits, and each payload once per
 * transaction.
 */
export class AnnounceUserChanges1796400000000 implements MigrationInterface {
  name = 'AnnounceUserChanges1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION identity.announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('pipcrafters_user_changes', '*');
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('pipcrafters_user_changes', OLD.id::text);
        ELSE
          PERFORM pg_notify('pipcrafters_user_changes', NEW.id::text);
          IF OLD.id IS DISTINCT FROM NEW.id THEN
            PERFORM pg_notify('pipcrafters_user_changes', OLD.id::text);
          END IF;
        END IF;
        RETURN NULL;
      END $$
    `);
    await runner.query(`
      CREATE TRIGGER users_announce_change AFTER UPDATE ON identity.users
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
      EXECUTE FUNCTION identity.announce_user_change()
    `);
    await runner.query(`
      CREATE TRIGGER users_announce_removal AFTER DELETE ON identity.users
      FOR EACH ROW EXECUTE FUNCTION identity.announce_user_change()
    `);
    await runner.query(`
      CREATE TRIGGER users_announce_emptied AFTER TRUNCATE ON identity.users
      FOR EACH STATEMENT EXECUTE FUNCTION identity.announce_user_change()
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION identity.announce_user_change() CASCADE');
  }
}
