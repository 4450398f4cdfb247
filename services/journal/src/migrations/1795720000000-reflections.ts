import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One daily reflection per user and local day. */
export class Reflections1795720000000 implements MigrationInterface {
  name = 'Reflections1795720000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.reflections (
        user_id uuid NOT NULL,
        date date NOT NULL,
        mood_before smallint CHECK (mood_before BETWEEN 1 AND 5),
        mood_after smallint CHECK (mood_after BETWEEN 1 AND 5),
        sleep_hours numeric(3, 1) CHECK (sleep_hours BETWEEN 0 AND 24),
        stress smallint CHECK (stress BETWEEN 1 AND 5),
        followed_plan boolean,
        went_well text NOT NULL DEFAULT '',
        went_wrong text NOT NULL DEFAULT '',
        lesson text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, date)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE journal.reflections');
  }
}
