import { Injectable } from '@nestjs/common';
import {
  READINESS_BANDS,
  READINESS_THRESHOLDS,
  type ReadinessBand,
  type ReadinessBandStats,
  type ReadinessStats,
  SMALL_SAMPLE,
} from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { JournalMessages } from '../messages';
import { AGGREGATES, StatsService } from '../stats/stats.service';
import type { TradeFiltersQuery } from '../trades/dto/trade.dto';

type Row = Record<string, string | number | null>;

const ratio = (value: Decimal) => (value.isFinite() ? value.toDecimalPlaces(2).toFixed() : null);

/**
 * EdgePilot's results by readiness: the filtered closed trades grouped by the readiness of the local day (in
 * `timeZone`) they opened on (the close when the opening is unknown), in one scan with GROUPING SETS (each band,
 * and each band per account currency). Kept per version of the user's data like the other figures; a check-in
 * received raises that version too.
 */
@Injectable()
export class ReadinessService {
  constructor(private readonly stats: StatsService) {}

  byReadiness(userId: string, query: TradeFiltersQuery, timeZone: string): Promise<ReadinessStats> {
    return this.stats.cached('readiness', userId, [query, { timeZone }], (manager) =>
      this.compute(manager, userId, query, timeZone),
    );
  }

  private async compute(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
    timeZone: string,
  ): Promise<ReadinessStats> {
    const [sql, params] = this.stats.base(userId, query);
    const [zone, medium, high] = [params.length + 1, params.length + 2, params.length + 3].map(
      (n) => `$${n}`,
    );
    const rows: Row[] = await manager.query(
      `WITH f AS (${sql}),
        b AS (
          SELECT f.*, a.currency, (COALESCE(f.open_time, f.close_time) AT TIME ZONE ${zone})::date AS day,
            CASE WHEN r.readiness IS NULL THEN 'sin-check-in' WHEN r.readiness < ${medium} THEN 'baja'
                 WHEN r.readiness < ${high} THEN 'media' ELSE 'alta' END AS band
          FROM f
          JOIN journal.accounts a ON a.id = f.account_id AND a.user_id = f.user_id
          LEFT JOIN journal.readiness r
            ON r.user_id = f.user_id AND r.date = (COALESCE(f.open_time, f.close_time) AT TIME ZONE ${zone})::date
        )
       SELECT f.band, f.currency, GROUPING(f.currency) AS by_band, COUNT(DISTINCT f.day)::int AS days, ${AGGREGATES}
         FROM b AS f
        GROUP BY GROUPING SETS ((f.band), (f.band, f.currency))`,
      [...params, timeZone, READINESS_THRESHOLDS.medium, READINESS_THRESHOLDS.high],
    );
    const days: { n: number }[] = await manager.query(
      'SELECT COUNT(*)::int AS n FROM journal.readiness WHERE user_id = $1',
      [userId],
    );
    return {
      bands: READINESS_BANDS.map((band) => this.band(band, rows)),
      checkInDays: days[0]?.n ?? 0,
    };
  }

  private band(band: ReadinessBand, rows: Row[]): ReadinessBandStats {
    const own = rows.filter((row) => row.band === band);
    const whole = own.find((row) => Number(row.by_band) === 1) ?? {};
    const trades = Number(whole.trades ?? 0);
    const wins = Number(whole.wins ?? 0);
    return {
      band,
      label: JournalMessages.readiness.bands[band],
      trades,
      days: Number(whole.days ?? 0),
      smallSample: trades < SMALL_SAMPLE,
      wins,
      winRate: trades ? Math.round((wins / trades) * 1000) / 10 : null,
      currencies: own
        .filter((row) => Number(row.by_band) === 0)
        .map((row) => ({
          currency: String(row.currency),
          trades: Number(row.trades),
          net: new Decimal(String(row.net)).toFixed(),
          expectancy: Number(row.trades) ? ratio(new Decimal(String(row.net)).div(Number(row.trades))) : null,
        }))
        .sort((a, b) => b.trades - a.trades || a.currency.localeCompare(b.currency)),
      expectancyR:
        whole.mean_r === null || whole.mean_r === undefined ? null : ratio(new Decimal(String(whole.mean_r))),
      rTrades: Number(whole.r_trades ?? 0),
    };
  }
}
