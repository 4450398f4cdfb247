import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndRefreshTokens1763700000000 implements MigrationInterface {
  name = 'CreateUsersAndRefreshTokens1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL CHECK (email <> ''),
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL,
        password_hash text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING'
          CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'SUSPENDED')),
        roles text[] NOT NULL DEFAULT '{USER}' CHECK (roles <@ ARRAY['USER', 'ADMIN']::text[]),
        preferences jsonb NOT NULL DEFAULT '{"theme":"dark"}',
        rejection_reason varchar(500),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES identity.users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE UNIQUE INDEX users_email_key ON identity.users (lower(email))');
    await runner.query('CREATE INDEX users_status_created_at_idx ON identity.users (status, created_at)');
    await runner.query('CREATE INDEX users_created_at_idx ON identity.users (created_at)');
    await runner.query(`
      CREATE FUNCTION identity.touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END
      $$
    `);
    await runner.query(`
      CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON identity.users
      FOR EACH ROW EXECUTE FUNCTION identity.touch_updated_at()
    `);

    await runner.query(`
      CREATE TABLE identity.refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        user_agent varchar(512),
        ip varchar(64)
      )
    `);
    await runner.query('CREATE INDEX refresh_tokens_family_id_idx ON identity.refresh_tokens (family_id)');
    await runner.query('CREATE INDEX refresh_tokens_user_id_idx ON identity.refresh_tokens (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.refresh_tokens');
    await runner.query('DROP TABLE identity.users');
    await runner.query('DROP FUNCTION identity.touch_updated_at()');
  }
}
