import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shadow applications (see `auth/applications.service.ts`): a sign-up for an e-mail that already has an account
 * becomes a PENDING row that names that account in `shadow_of` and ends at `expires_at`. It owns no e-mail (the
 * unique index covers accounts only) and can never be anything but a pending USER (the CHECK), so it can never
 * become a second ACTIVE account for that e-mail whatever code runs on it.
 */
export class CreateShadowApplications1796000000000 implements MigrationInterface {
  name = 'CreateShadowApplications1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE identity.users
        ADD COLUMN shadow_of uuid REFERENCES identity.users (id) ON DELETE CASCADE,
        ADD COLUMN expires_at timestamptz,
        ADD CONSTRAINT users_shadow_application_check CHECK (
          (shadow_of IS NULL AND expires_at IS NULL)
          OR (shadow_of IS NOT NULL AND expires_at IS NOT NULL AND status = 'PENDING' AND roles = ARRAY['USER'])
        )
    `);
    await runner.query('DROP INDEX identity.users_email_key');
    await runner.query(
      'CREATE UNIQUE INDEX users_email_key ON identity.users (lower(email)) WHERE shadow_of IS NULL',
    );
    await runner.query(
      `CREATE INDEX users_shadow_applications_idx ON identity.users (lower(email), expires_at)
        WHERE shadow_of IS NOT NULL`,
    );
    await runner.query(
      'CREATE INDEX users_shadow_of_idx ON identity.users (shadow_of) WHERE shadow_of IS NOT NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DELETE FROM identity.users WHERE shadow_of IS NOT NULL');
    await runner.query('DROP INDEX identity.users_shadow_of_idx');
    await runner.query('DROP INDEX identity.users_shadow_applications_idx');
    await runner.query('DROP INDEX identity.users_email_key');
    await runner.query('CREATE UNIQUE INDEX users_email_key ON identity.users (lower(email))');
    await runner.query(`
      ALTER TABLE identity.users
        DROP CONSTRAINT users_shadow_application_check,
        DROP COLUMN expires_at,
        DROP COLUMN shadow_of
    `);
  }
}
