import type { MigrationInterface, QueryRunner } from 'typeorm';
import { T } from '../database/finance-schema';

/**
 * CashCrafter's ledger. Money is numeric(18, 2) (cents, as banks keep it); days are `date`s of the user's local
 * calendar; every row carries its owner, and every read and write names the owner in its WHERE. A transfer is one
 * row: it leaves `account_id` with `amount` and arrives in `transfer_account_id` with `transfer_amount` (another
 * currency possible). `dedup_key` (day, signed amount, normalised description) is what a re-imported statement line
 * is matched on. A recurring transaction posts at most once per day it falls on (unique `recurring_id, date`).
 */
export class Cashcrafter1795800000000 implements MigrationInterface {
  name = 'Cashcrafter1795800000000';

  async up(runner: QueryRunner): Promise<void> {
    const money = 'numeric(18, 2)';
    await runner.query(`
      CREATE TABLE ${T.settings} (
        user_id uuid PRIMARY KEY,
        main_currency text NOT NULL DEFAULT 'USD' CHECK (main_currency ~ '^[A-Z]{3}$'),
        affordable_loss ${money} CHECK (affordable_loss >= 0),
        time_zone text NOT NULL DEFAULT 'UTC',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE ${T.accounts} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        kind text NOT NULL CHECK (kind IN ('bank', 'cash', 'savings', 'broker', 'card')),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        opening_balance ${money} NOT NULL DEFAULT 0,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX accounts_user_name_key ON ${T.accounts} (user_id, lower(name))`);
    await runner.query(`
      CREATE TABLE ${T.categories} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        kind text NOT NULL CHECK (kind IN ('income', 'expense')),
        position integer NOT NULL DEFAULT 1000,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX categories_user_name_key ON ${T.categories} (user_id, kind, lower(name)) WHERE user_id IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE ${T.hiddenCategories} (
        user_id uuid NOT NULL,
        category_id uuid NOT NULL REFERENCES ${T.categories} (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, category_id)
      )`);
    await runner.query(`
      CREATE TABLE ${T.imports} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES ${T.accounts} (id) ON DELETE CASCADE,
        file_name text NOT NULL,
        imported integer NOT NULL,
        duplicates integer NOT NULL,
        errors integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX imports_user_idx ON ${T.imports} (user_id, created_at DESC)`);
    await runner.query(`
      CREATE TABLE ${T.recurring} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES ${T.accounts} (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('income', 'expense')),
        amount ${money} NOT NULL CHECK (amount > 0),
        description text NOT NULL,
        category_id uuid REFERENCES ${T.categories} (id) ON DELETE SET NULL,
        frequency text NOT NULL CHECK (frequency IN ('monthly', 'weekly', 'yearly')),
        day text NOT NULL,
        next_date date NOT NULL,
        active boolean NOT NULL DEFAULT true,
        last_posted_date date,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX recurring_user_idx ON ${T.recurring} (user_id)`);
    await runner.query(`CREATE INDEX recurring_due_idx ON ${T.recurring} (next_date) WHERE active`);
    await runner.query(`
      CREATE TABLE ${T.transactions} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        account_id uuid NOT NULL REFERENCES ${T.accounts} (id),
        kind text NOT NULL CHECK (kind IN ('income', 'expense', 'transfer')),
        amount ${money} NOT NULL CHECK (amount > 0),
        date date NOT NULL,
        description text NOT NULL DEFAULT '',
        category_id uuid REFERENCES ${T.categories} (id) ON DELETE SET NULL,
        transfer_account_id uuid REFERENCES ${T.accounts} (id),
        transfer_amount ${money} CHECK (transfer_amount > 0),
        recurring_id uuid REFERENCES ${T.recurring} (id) ON DELETE SET NULL,
        import_id uuid REFERENCES ${T.imports} (id) ON DELETE SET NULL,
        dedup_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'transfer') = (transfer_account_id IS NOT NULL)),
        CHECK ((kind = 'transfer') = (transfer_amount IS NOT NULL)),
        CHECK (transfer_account_id IS DISTINCT FROM account_id),
        CHECK (kind <> 'transfer' OR category_id IS NULL)
      )`);
    await runner.query(
      `CREATE INDEX transactions_user_date_idx ON ${T.transactions} (user_id, date DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX transactions_account_idx ON ${T.transactions} (account_id, date)`);
    await runner.query(
      `CREATE INDEX transactions_transfer_idx ON ${T.transactions} (transfer_account_id) WHERE transfer_account_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX transactions_dedup_idx ON ${T.transactions} (account_id, dedup_key) WHERE dedup_key IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX transactions_import_idx ON ${T.transactions} (import_id) WHERE import_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX transactions_recurring_once_key ON ${T.transactions} (recurring_id, date) WHERE recurring_id IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE ${T.budgets} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        category_id uuid NOT NULL REFERENCES ${T.categories} (id) ON DELETE CASCADE,
        month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        amount ${money} NOT NULL CHECK (amount >= 0),
        UNIQUE (user_id, category_id, month)
      )`);
    await runner.query(`CREATE INDEX budgets_user_month_idx ON ${T.budgets} (user_id, month)`);
    await runner.query(`
      CREATE TABLE ${T.goals} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        target ${money} NOT NULL CHECK (target > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        target_date date NOT NULL,
        saved ${money} NOT NULL DEFAULT 0,
        account_id uuid REFERENCES ${T.accounts} (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX goals_user_idx ON ${T.goals} (user_id)`);
    // The journal's realised results per month and account currency, as its events last said (newest wins).
    await runner.query(`
      CREATE TABLE ${T.tradingResults} (
        user_id uuid NOT NULL,
        month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        net numeric(20, 2) NOT NULL,
        as_of timestamptz NOT NULL,
        PRIMARY KEY (user_id, month, currency)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      T.tradingResults,
      T.goals,
      T.budgets,
      T.transactions,
      T.recurring,
      T.imports,
      T.hiddenCategories,
      T.categories,
      T.accounts,
      T.settings,
    ]) {
      await runner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
