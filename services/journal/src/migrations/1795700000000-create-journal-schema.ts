import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trading accounts, trades, statement imports (with the account movements they carried) and CSV mapping presets.
 * Money and prices are `numeric`; a trade's net result is stored (profit + commission + swap + taxes) so lists sort
 * and sum on it in SQL. Re-imports are idempotent through the unique broker ticket, or fingerprint, per account.
 */
export class CreateJournalSchema1795700000000 implements MigrationInterface {
  name = 'CreateJournalSchema1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(processedEventsTableSql('journal'));
    await runner.query(`
      CREATE TABLE journal.accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(80) NOT NULL,
        broker varchar(80) NOT NULL DEFAULT '',
        currency char(3) NOT NULL,
        initial_balance numeric(20, 2) NOT NULL DEFAULT 0,
        kind text NOT NULL CHECK (kind IN ('demo', 'real')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name)
      )
    `);
    await runner.query(`
      CREATE TABLE journal.imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES journal.accounts (id) ON DELETE CASCADE,
        format text NOT NULL,
        file_name varchar(200) NOT NULL,
        file_sha256 char(64) NOT NULL,
        time_zone varchar(64) NOT NULL,
        summary jsonb NOT NULL,
        imported integer NOT NULL,
        duplicates integer NOT NULL,
        net numeric(20, 8) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        undone_at timestamptz
      )
    `);
    await runner.query('CREATE INDEX imports_user_idx ON journal.imports (user_id, created_at DESC)');
    await runner.query(`
      CREATE TABLE journal.trades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES journal.accounts (id) ON DELETE CASCADE,
        symbol varchar(40) NOT NULL,
        raw_symbol varchar(40) NOT NULL,
        side text NOT NULL CHECK (side IN ('buy', 'sell')),
        open_time timestamptz,
        close_time timestamptz NOT NULL,
        entry_price numeric(20, 8),
        exit_price numeric(20, 8) NOT NULL,
        volume numeric(16, 4) NOT NULL CHECK (volume > 0),
        stop_loss numeric(20, 8),
        take_profit numeric(20, 8),
        commission numeric(20, 8) NOT NULL DEFAULT 0,
        swap numeric(20, 8) NOT NULL DEFAULT 0,
        taxes numeric(20, 8) NOT NULL DEFAULT 0,
        profit numeric(20, 8) NOT NULL,
        net numeric(20, 8) NOT NULL,
        pips numeric(14, 1),
        r_multiple numeric(12, 2),
        strategy_id uuid,
        tags text[] NOT NULL DEFAULT '{}',
        notes text NOT NULL DEFAULT '',
        emotion_before text,
        emotion_after text,
        source text NOT NULL CHECK (source IN ('manual', 'import')),
        import_id uuid REFERENCES journal.imports (id) ON DELETE CASCADE,
        ticket varchar(64),
        fingerprint char(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE UNIQUE INDEX trades_account_ticket_idx ON journal.trades (account_id, ticket) WHERE ticket IS NOT NULL',
    );
    await runner.query(
      'CREATE UNIQUE INDEX trades_account_fingerprint_idx ON journal.trades (account_id, fingerprint) WHERE ticket IS NULL AND fingerprint IS NOT NULL',
    );
    await runner.query(
      'CREATE INDEX trades_user_close_idx ON journal.trades (user_id, close_time DESC, id DESC)',
    );
    await runner.query(
      'CREATE INDEX trades_user_account_close_idx ON journal.trades (user_id, account_id, close_time DESC, id DESC)',
    );
    await runner.query('CREATE INDEX trades_user_symbol_idx ON journal.trades (user_id, symbol)');
    await runner.query('CREATE INDEX trades_tags_idx ON journal.trades USING gin (tags)');
    await runner.query('CREATE INDEX trades_import_idx ON journal.trades (import_id)');
    await runner.query(`
      CREATE TABLE journal.movements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES journal.accounts (id) ON DELETE CASCADE,
        import_id uuid REFERENCES journal.imports (id) ON DELETE CASCADE,
        kind text NOT NULL,
        occurred_at timestamptz NOT NULL,
        amount numeric(20, 8) NOT NULL,
        comment varchar(300),
        fingerprint char(64) NOT NULL,
        UNIQUE (account_id, fingerprint)
      )
    `);
    await runner.query(`
      CREATE TABLE journal.csv_presets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(80) NOT NULL,
        mapping jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['csv_presets', 'movements', 'trades', 'imports', 'accounts', 'processed_events']) {
      await runner.query(`DROP TABLE IF EXISTS journal.${table}`);
    }
  }
}
