import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Screenshots of a trade: the row points at the cleaned image in file storage (disk or S3). */
export class TradeScreenshots1795710000000 implements MigrationInterface {
  name = 'TradeScreenshots1795710000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journal.screenshots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        trade_id uuid NOT NULL REFERENCES journal.trades (id) ON DELETE CASCADE,
        storage_key varchar(100) NOT NULL UNIQUE,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX screenshots_trade_idx ON journal.screenshots (trade_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE journal.screenshots');
  }
}
