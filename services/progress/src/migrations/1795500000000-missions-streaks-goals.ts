import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a learner does (activities, counted in their time zone), their missions (personal, platform, daily and
 * weekly), rest periods for the streak, and goals. XP stays in the ledger: a mission's award and its reversal are
 * ledger rows whose source ids derive from the mission and the award's number.
 */
export class MissionsStreaksGoals1795500000000 implements MigrationInterface {
  name = 'MissionsStreaksGoals1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE progress.learners (
        user_id uuid PRIMARY KEY,
        time_zone varchar(64) NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(`
      CREATE TABLE progress.activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('lesson', 'quiz', 'module', 'placement', 'review')),
        ref varchar(200) NOT NULL,
        module_id varchar(200),
        perfect boolean NOT NULL DEFAULT false,
        occurred_at timestamptz NOT NULL,
        local_date date NOT NULL,
        source_event_id uuid NOT NULL UNIQUE
      )
    `);
    await runner.query(
      'CREATE INDEX activities_user_kind_idx ON progress.activities (user_id, kind, occurred_at)',
    );
    await runner.query('CREATE INDEX activities_user_date_idx ON progress.activities (user_id, local_date)');
    await runner.query(`
      CREATE TABLE progress.rest_periods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on >= starts_on)
      )
    `);
    await runner.query('CREATE INDEX rest_periods_user_idx ON progress.rest_periods (user_id, starts_on)');
    await runner.query(`
      CREATE TABLE progress.missions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('personal', 'platform', 'daily', 'weekly')),
        code varchar(60),
        period_key varchar(20) NOT NULL DEFAULT '',
        title varchar(120) NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        metric text,
        target integer CHECK (target > 0),
        progress integer NOT NULL DEFAULT 0,
        link varchar(200),
        xp_reward integer NOT NULL CHECK (xp_reward >= 0),
        xp_awarded integer NOT NULL DEFAULT 0 CHECK (xp_awarded >= 0),
        awards integer NOT NULL DEFAULT 0,
        is_complete boolean NOT NULL DEFAULT false,
        completed_at timestamptz,
        starts_at timestamptz,
        ends_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'personal') = (code IS NULL))
      )
    `);
    await runner.query(
      'CREATE UNIQUE INDEX missions_user_code_period_idx ON progress.missions (user_id, code, period_key) WHERE code IS NOT NULL',
    );
    await runner.query(
      'CREATE INDEX missions_user_idx ON progress.missions (user_id, kind, created_at DESC)',
    );
    await runner.query(`
      CREATE TABLE progress.goals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('module', 'weekly', 'self')),
        title varchar(160) NOT NULL,
        metric text,
        module_id varchar(200),
        target integer NOT NULL CHECK (target > 0),
        reported integer NOT NULL DEFAULT 0 CHECK (reported >= 0),
        deadline date,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )
    `);
    await runner.query('CREATE INDEX goals_user_idx ON progress.goals (user_id, created_at DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE progress.goals');
    await runner.query('DROP TABLE progress.missions');
    await runner.query('DROP TABLE progress.rest_periods');
    await runner.query('DROP TABLE progress.activities');
    await runner.query('DROP TABLE progress.learners');
  }
}
