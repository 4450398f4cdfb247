import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RatesSnapshot, RateTable } from '@pipcrafters/contracts';
import { DataSource } from 'typeorm';
import { T } from '../database/finance-schema';
import { RATES_SNAPSHOT } from './snapshot';

type RatesSource = RatesSnapshot['source'];

interface RateRow {
  pair: string;
  price: string;
  as_of: string;
  source: RatesSource;
  updated_at: Date;
}

/** How long an instance answers from the table it read last: other instances see an update within this. */
const CACHE_MS = 5000;

/** "1.1720000000" (numeric(24, 10)) → "1.172". */
const plain = (price: string) => (price.includes('.') ? price.replace(/0+$/, '').replace(/\.$/, '') : price);

/**
 * FinanceHub's exchange-rate table: seeded from the shipped snapshot when the service starts, replaced pair by pair
 * by admins and by the provider. Its date is that of its most recent rates; a pair an update leaves out keeps its
 * earlier value (the ECB's file has no COP, ARS, CLP, PEN or gold).
 */
@Injectable()
export class RatesService implements OnApplicationBootstrap {
  private seeding: Promise<void> | undefined;
  private cached: { at: number; snapshot: Promise<RatesSnapshot> } | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ready();
  }

  /** Resolves once the shipped snapshot is in the table (the first call writes it). */
  ready(): Promise<void> {
    this.seeding ??= this.seed(RATES_SNAPSHOT.rates, RATES_SNAPSHOT.date);
    return this.seeding;
  }

  /**
   * Writes the shipped snapshot: every pair the table lacks, and every pair still holding an older snapshot's
   * value; never over an admin's or a provider's rate. Safe for several instances starting at once.
   */
  private async seed(rates: RateTable, date: string): Promise<void> {
    const pairs = Object.keys(rates);
    await this.dataSource.query(
      `INSERT INTO ${T.rates} AS r (pair, price, as_of, source)
       SELECT pair, price::numeric, $3::date, 'snapshot' FROM unnest($1::text[], $2::text[]) AS s(pair, price)
       ON CONFLICT (pair) DO UPDATE SET price = EXCLUDED.price, as_of = EXCLUDED.as_of, updated_at = now()
       WHERE r.source = 'snapshot' AND r.as_of < EXCLUDED.as_of`,
      [pairs, pairs.map((pair) => rates[pair]), date],
    );
    this.cached = undefined;
  }

  /** The table as the calculators and the page use it (read at most every few seconds). */
  current(): Promise<RatesSnapshot> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.snapshot;
    const snapshot = this.read();
    this.cached = { at: Date.now(), snapshot };
    snapshot.catch(() => {
      if (this.cached?.snapshot === snapshot) this.cached = undefined;
    });
    return snapshot;
  }

  private async read(): Promise<RatesSnapshot> {
    await this.ready();
    const rows: RateRow[] = await this.dataSource.query(
      `SELECT pair, price::text AS price, to_char(as_of, 'YYYY-MM-DD') AS as_of, source, updated_at
       FROM ${T.rates} ORDER BY pair`,
    );
    const latest = rows.reduce<RateRow | undefined>(
      (last, row) => (!last || row.updated_at > last.updated_at ? row : last),
      undefined,
    );
    return {
      date:
        rows
          .map((row) => row.as_of)
          .sort()
          .at(-1) ?? RATES_SNAPSHOT.date,
      source: latest?.source ?? 'snapshot',
      base: 'USD',
      rates: Object.fromEntries(rows.map((row) => [row.pair, plain(row.price)])),
      updatedAt: (latest?.updated_at ?? new Date()).toISOString(),
    };
  }

  /**
   * Sets the given pairs (the others keep theirs) as of `date`, in one transaction; a pair's inverse goes (USDEUR
   * set, EURUSD removed), so the table never holds two prices of one pair. Answers the table afterwards.
   */
  async set(
    rates: RateTable,
    date: string,
    source: Exclude<RatesSource, 'snapshot'>,
  ): Promise<RatesSnapshot> {
    const pairs = Object.keys(rates);
    await this.ready();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM ${T.rates} WHERE pair = ANY($1::text[]) AND NOT (pair = ANY($2::text[]))`,
        [pairs.map((pair) => `${pair.slice(3)}${pair.slice(0, 3)}`), pairs],
      );
      await manager.query(
        `INSERT INTO ${T.rates} (pair, price, as_of, source)
         SELECT pair, price::numeric, $3::date, $4 FROM unnest($1::text[], $2::text[]) AS s(pair, price)
         ON CONFLICT (pair) DO UPDATE
         SET price = EXCLUDED.price, as_of = EXCLUDED.as_of, source = EXCLUDED.source, updated_at = now()`,
        [pairs, pairs.map((pair) => rates[pair]), date, source],
      );
    });
    this.cached = undefined;
    return this.current();
  }
}
