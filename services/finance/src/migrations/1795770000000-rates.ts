import type { MigrationInterface, QueryRunner } from 'typeorm';
import { T } from '../database/finance-schema';

/**
 * FinanceHub's exchange rates: one price per pair as the market quotes it (EURUSD, USDJPY, XAUUSD), with the day it
 * is of and where it came from. Filled from the shipped snapshot when the service starts (`RatesService`).
 */
export class Rates1795770000000 implements MigrationInterface {
  name = 'Rates1795770000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${T.rates} (
        pair text PRIMARY KEY CHECK (pair ~ '^[A-Z]{6}$' AND left(pair, 3) <> right(pair, 3)),
        price numeric(24, 10) NOT NULL CHECK (price > 0),
        as_of date NOT NULL,
        source text NOT NULL CHECK (source IN ('snapshot', 'admin', 'provider')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE IF EXISTS ${T.rates}`);
  }
}
