import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces every write that can change a session's state on the `pipcrafters_session_changes` channel
 * (SESSION_CHANGES_CHANNEL), so that the gateways drop what they cached about it as the change commits instead of
 * trusting it for a few more seconds. Triggers rather than calls in the services' code: no write path (an admin's
 * decision, a revocation, a password change, an expired account swept, a hand-made fix in psql) can forget it.
 *
 * - a refresh token added, revoked, re-dated or deleted: `s:<its family>` (the session);
 * - an account's status, roles or expiry changed, or the account deleted: `u:<user id>` (all its sessions);
 * - either table emptied (TRUNCATE fires no row trigger): `*`.
 *
 * PostgreSQL delivers a notification only when its transaction commits, and only once per payload and transaction,
 * so revoking a hundred tokens of one session (or every session of a user) announces each once.
 */
export class AnnounceSessionChanges1796300000000 implements MigrationInterface {
  name = 'AnnounceSessionChanges1796300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION identity.announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('pipcrafters_session_changes', '*');
        ELSIF TG_TABLE_NAME = 'refresh_tokens' THEN
          PERFORM pg_notify('pipcrafters_session_changes',
            's:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.family_id ELSE NEW.family_id END);
          IF TG_OP = 'UPDATE' AND OLD.family_id IS DISTINCT FROM NEW.family_id THEN
            PERFORM pg_notify('pipcrafters_session_changes', 's:' || OLD.family_id);
          END IF;
        ELSE
          PERFORM pg_notify('pipcrafters_session_changes',
            'u:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        END IF;
        RETURN NULL;
      END $$
    `);
    // A token's use (used_at) and its device fields change nothing the gateway keeps.
    await runner.query(`
      CREATE TRIGGER refresh_tokens_announce_insert_delete AFTER INSERT OR DELETE ON identity.refresh_tokens
      FOR EACH ROW EXECUTE FUNCTION identity.announce_session_change()
    `);
    await runner.query(`
      CREATE TRIGGER refresh_tokens_announce_update AFTER UPDATE ON identity.refresh_tokens
      FOR EACH ROW WHEN (
        OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.family_id IS DISTINCT FROM NEW.family_id
        OR OLD.user_id IS DISTINCT FROM NEW.user_id
      )
      EXECUTE FUNCTION identity.announce_session_change()
    `);
    await runner.query(`
      CREATE TRIGGER users_announce_update AFTER UPDATE ON identity.users
      FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status
        OR OLD.roles IS DISTINCT FROM NEW.roles
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
      )
      EXECUTE FUNCTION identity.announce_session_change()
    `);
    await runner.query(`
      CREATE TRIGGER users_announce_delete AFTER DELETE ON identity.users
      FOR EACH ROW EXECUTE FUNCTION identity.announce_session_change()
    `);
    for (const table of ['users', 'refresh_tokens']) {
      await runner.query(`
        CREATE TRIGGER ${table}_announce_truncate AFTER TRUNCATE ON identity.${table}
        FOR EACH STATEMENT EXECUTE FUNCTION identity.announce_session_change()
      `);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION identity.announce_session_change() CASCADE');
  }
}
