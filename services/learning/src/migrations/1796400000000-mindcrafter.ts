import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MindCrafter: pre-session check-ins with their readiness, breathing sessions, focus drills, the routine each trader
 * builds and its daily ticks, the tilt consent; and each user's time zone (identity's preference, replicated), so a
 * check-in is dated by the user's own day. Every exercise keeps the local `date` it was done on.
 */
export class Mindcrafter1796400000000 implements MigrationInterface {
  name = 'Mindcrafter1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE learning.user_time_zones (
        user_id uuid PRIMARY KEY,
        time_zone varchar(64) NOT NULL DEFAULT 'UTC',
        as_of timestamptz NOT NULL
      )
    `);
    await runner.query(`
      CREATE TABLE learning.mind_check_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        date date NOT NULL,
        sleep_hours numeric(3, 1) NOT NULL CHECK (sleep_hours BETWEEN 0 AND 14),
        stress smallint NOT NULL CHECK (stress BETWEEN 1 AND 5),
        mood smallint NOT NULL CHECK (mood BETWEEN 1 AND 5),
        focus smallint NOT NULL CHECK (focus BETWEEN 1 AND 5),
        pressure smallint NOT NULL CHECK (pressure BETWEEN 1 AND 5),
        note varchar(500),
        readiness smallint NOT NULL CHECK (readiness BETWEEN 0 AND 100),
        level varchar(6) NOT NULL CHECK (level IN ('low', 'medium', 'high')),
        weakest_factor varchar(10) CHECK (weakest_factor IN ('sleep', 'stress', 'mood', 'focus', 'pressure')),
        advice text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX mind_check_ins_user_idx ON learning.mind_check_ins (user_id, created_at DESC)',
    );
    await runner.query(`
      CREATE TABLE learning.mind_breathing_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        technique varchar(10) NOT NULL CHECK (technique IN ('box', '4-7-8', 'coherent')),
        cycles smallint NOT NULL CHECK (cycles BETWEEN 1 AND 60),
        duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
        date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX mind_breathing_sessions_user_idx ON learning.mind_breathing_sessions (user_id, created_at DESC)',
    );
    await runner.query(`
      CREATE TABLE learning.mind_focus_drills (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        duration_seconds integer NOT NULL,
        targets smallint NOT NULL,
        hits smallint NOT NULL,
        false_alarms smallint NOT NULL,
        distractors smallint NOT NULL,
        mean_reaction_ms integer,
        score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
        date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (hits <= targets AND false_alarms <= distractors)
      )
    `);
    await runner.query(
      'CREATE INDEX mind_focus_drills_user_idx ON learning.mind_focus_drills (user_id, created_at DESC)',
    );
    await runner.query(`
      CREATE TABLE learning.mind_routine_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        text varchar(120) NOT NULL,
        position smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX mind_routine_items_user_idx ON learning.mind_routine_items (user_id, position)',
    );
    await runner.query(`
      CREATE TABLE learning.mind_routine_days (
        user_id uuid NOT NULL,
        date date NOT NULL,
        checked_ids uuid[] NOT NULL DEFAULT '{}',
        completed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, date)
      )
    `);
    await runner.query(`
      CREATE TABLE learning.mind_settings (
        user_id uuid PRIMARY KEY,
        tilt_consent boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'mind_settings',
      'mind_routine_days',
      'mind_routine_items',
      'mind_focus_drills',
      'mind_breathing_sessions',
      'mind_check_ins',
      'user_time_zones',
    ]) {
      await runner.query(`DROP TABLE learning.${table}`);
    }
  }
}
