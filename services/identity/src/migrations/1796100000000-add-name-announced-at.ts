import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's name was last announced to the services that show it (`identity.user.named`). Accounts that
 * became ACTIVE before that event existed start with NULL: identity announces them once at start
 * (`users/user-names.service.ts`), so the community never shows a member without a name.
 */
export class AddNameAnnouncedAt1796100000000 implements MigrationInterface {
  name = 'AddNameAnnouncedAt1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE identity.users ADD COLUMN name_announced_at timestamptz');
    await runner.query(
      `CREATE INDEX users_name_unannounced_idx ON identity.users (id)
        WHERE name_announced_at IS NULL AND shadow_of IS NULL AND status IN ('ACTIVE', 'SUSPENDED')`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX identity.users_name_unannounced_idx');
    await runner.query('ALTER TABLE identity.users DROP COLUMN name_announced_at');
  }
}
