import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StrategySession, TiltMeter, TradeSide } from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import {
  MIN_NORMAL_HOURS,
  scoreTilt,
  TILT_HISTORY_DAYS,
  TILT_WINDOW_HOURS,
  type TiltTradeRow,
} from './tilt-score';

const HOUR_MS = 3_600_000;

interface Normals {
  median_volume: string | null;
  normal_per_hour: number | null;
  history_hours: number;
  last_non_loss: Date | null;
}

interface TradeRow {
  id: string;
  symbol: string;
  side: TradeSide;
  open_time: Date | null;
  close_time: Date;
  volume: string;
  net: string;
  currency: string;
  sessions: StrategySession[] | null;
}

/**
 * The tilt meter of the user's own trades (every statement has the owner in its WHERE): the normals are computed in
 * PostgreSQL over the last 90 days (median volume; median trades per active hour before the window), and only the
 * window's trades and the run of losses before it are read, for `scoreTilt` to score.
 */
@Injectable()
export class TiltService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async meter(userId: string, now = new Date()): Promise<TiltMeter> {
    const from = new Date(now.getTime() - TILT_WINDOW_HOURS * HOUR_MS);
    const since = new Date(now.getTime() - TILT_HISTORY_DAYS * 24 * HOUR_MS);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [normals] = (await manager.query(
        `WITH t AS (
           SELECT COALESCE(open_time, close_time) AS opened, close_time, volume, net
             FROM journal.trades WHERE user_id = $1 AND close_time > $2 AND close_time <= $3
         ),
         hours AS (
           SELECT COUNT(*) AS n FROM t WHERE close_time <= $4 GROUP BY date_trunc('hour', opened AT TIME ZONE 'UTC')
         )
         SELECT round((SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY volume) FROM t)::numeric, 4)::text AS median_volume,
                (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY n) FROM hours)::float8 AS normal_per_hour,
                (SELECT COUNT(*) FROM hours)::int AS history_hours,
                (SELECT MAX(close_time) FROM t WHERE close_time <= $4 AND net >= 0) AS last_non_loss`,
        [userId, since, now, from],
      )) as Normals[];
      if (!normals || normals.median_volume === null)
        return scoreTilt({ now, trades: [], normalPerHour: null, medianVolume: null });
      // The window, the run of losses just before it and the trade that ended that run.
      const rows = (await manager.query(
        `SELECT t.id, t.symbol, t.side, t.open_time, t.close_time, t.volume::text AS volume, t.net::text AS net,
                a.currency, s.sessions
           FROM journal.trades t
           JOIN journal.accounts a ON a.id = t.account_id AND a.user_id = t.user_id
           LEFT JOIN journal.strategies s ON s.id = t.strategy_id AND s.user_id = t.user_id
          WHERE t.user_id = $1 AND t.close_time > $2 AND t.close_time <= $3 AND t.close_time >= $4
          ORDER BY t.close_time, t.id`,
        [userId, since, now, normals.last_non_loss ?? since],
      )) as TradeRow[];
      const trades: TiltTradeRow[] = rows.map((row) => ({
        id: row.id,
        instrument: row.symbol,
        direction: row.side,
        openTime: row.open_time ? new Date(row.open_time) : null,
        closeTime: new Date(row.close_time),
        volume: new Decimal(row.volume).toFixed(),
        netProfit: new Decimal(row.net).toFixed(),
        currency: row.currency,
        sessions: row.sessions ?? [],
      }));
      return scoreTilt({
        now,
        trades,
        normalPerHour: normals.history_hours >= MIN_NORMAL_HOURS ? Number(normals.normal_per_hour) : null,
        medianVolume: normals.median_volume,
      });
    });
  }
}
