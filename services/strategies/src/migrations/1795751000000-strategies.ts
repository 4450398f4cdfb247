import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's strategies (rules as JSON lists whose ids stay across edits), every version of each, and their example
 * screenshots (rows pointing at the cleaned images in file storage). Risk limits are `numeric`, never floats.
 */
export class Strategies1795751000000 implements MigrationInterface {
  name = 'Strategies1795751000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE strategies.strategies (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        instruments text[] NOT NULL DEFAULT '{}',
        time_frames text[] NOT NULL DEFAULT '{}',
        sessions text[] NOT NULL DEFAULT '{}',
        style text NOT NULL CHECK (style IN ('scalping', 'intradia', 'swing', 'posicion')),
        entry_rules jsonb NOT NULL DEFAULT '[]',
        exit_rules jsonb NOT NULL DEFAULT '[]',
        checklist jsonb NOT NULL DEFAULT '[]',
        max_risk_percent numeric CHECK (max_risk_percent > 0 AND max_risk_percent <= 100),
        max_daily_loss_percent numeric CHECK (max_daily_loss_percent > 0 AND max_daily_loss_percent <= 100),
        min_reward_risk numeric CHECK (min_reward_risk > 0 AND min_reward_risk <= 100),
        max_open_trades integer CHECK (max_open_trades BETWEEN 1 AND 100),
        status text NOT NULL CHECK (status IN ('activa', 'en-prueba', 'retirada')),
        tags text[] NOT NULL DEFAULT '{}',
        version integer NOT NULL CHECK (version >= 1),
        template_id varchar(60),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX strategies_user_updated_idx ON strategies.strategies (user_id, updated_at DESC, id DESC)',
    );
    await runner.query(`
      CREATE TABLE strategies.strategy_versions (
        strategy_id uuid NOT NULL REFERENCES strategies.strategies (id) ON DELETE CASCADE,
        version integer NOT NULL,
        user_id uuid NOT NULL,
        changes text[] NOT NULL DEFAULT '{}',
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (strategy_id, version)
      )
    `);
    await runner.query(`
      CREATE TABLE strategies.screenshots (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        strategy_id uuid NOT NULL REFERENCES strategies.strategies (id) ON DELETE CASCADE,
        storage_key varchar(100) NOT NULL UNIQUE,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX screenshots_strategy_idx ON strategies.screenshots (strategy_id, created_at, id)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE strategies.screenshots');
    await runner.query('DROP TABLE strategies.strategy_versions');
    await runner.query('DROP TABLE strategies.strategies');
  }
}
