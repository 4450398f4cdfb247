import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProgressSchema1763800000000 implements MigrationInterface {
  name = 'CreateProgressSchema1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE progress.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('mission', 'achievement', 'system', 'reminder', 'other')),
        title varchar(120) NOT NULL,
        message varchar(1000) NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX notifications_user_created_idx ON progress.notifications (user_id, created_at DESC, id DESC)',
    );
    await runner.query(
      'CREATE INDEX notifications_user_unread_idx ON progress.notifications (user_id) WHERE read_at IS NULL',
    );
    await runner.query(`
      CREATE TABLE progress.xp_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        amount integer NOT NULL CHECK (amount <> 0),
        reason varchar(200) NOT NULL,
        source_event_id uuid UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX xp_ledger_user_idx ON progress.xp_ledger (user_id)');
    await runner.query(`
      CREATE TABLE progress.user_badges (
        user_id uuid NOT NULL,
        badge_code varchar(60) NOT NULL,
        unlocked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, badge_code)
      )
    `);
    await runner.query(processedEventsTableSql('progress'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE progress.processed_events');
    await runner.query('DROP TABLE progress.user_badges');
    await runner.query('DROP TABLE progress.xp_ledger');
    await runner.query('DROP TABLE progress.notifications');
  }
}
