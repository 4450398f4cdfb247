import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EquityPoint,
  type Insight,
  type JournalStats,
  SMALL_SAMPLE,
  type StatsComparison,
  type StatsGroup,
  type StatsGroupBy,
  type StatsSummary,
} from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { isTimeZone } from '../imports/wall-clock';
import { JournalMessages } from '../messages';
import type { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { TradesService } from '../trades/trades.service';
import { sessionSql } from './sessions';
import { welch } from './welch';

const texts = JournalMessages.stats;
const EQUITY_POINTS = 1000;

type Row = Record<string, string | number | null>;

const money = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Decimal(String(value)).toDecimalPlaces(2).toFixed();
const exact = (value: unknown): string => new Decimal(String(value ?? 0)).toFixed();
const ratio = (value: Decimal | null, places = 2): string | null =>
  value === null || !value.isFinite() ? null : value.toDecimalPlaces(places).toFixed();

const spanish = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** The aggregates every figure is made of, over a CTE `f` of filtered trades. */
const AGGREGATES = `
  COUNT(*)::int AS trades,
  COALESCE(SUM(f.net), 0)::text AS net,
  COALESCE(SUM(f.net) FILTER (WHERE f.net > 0), 0)::text AS gross_profit,
  COALESCE(SUM(f.net) FILTER (WHERE f.net < 0), 0)::text AS gross_loss,
  COUNT(*) FILTER (WHERE f.net > 0)::int AS wins,
  COUNT(*) FILTER (WHERE f.net < 0)::int AS losses,
  COUNT(*) FILTER (WHERE f.net = 0)::int AS breakevens,
  AVG(f.r_multiple)::text AS mean_r,
  COUNT(f.r_multiple)::int AS r_trades`;

/**
 * EdgePilot's figures, computed in PostgreSQL over the same filters as the trade list (never by loading every
 * trade into Node): the summary, the equity curve with its drawdown, breakdowns by group, comparisons with Welch's
 * t-test, and insights that name their sample.
 */
@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trades: TradesService,
  ) {}

  /** The filtered trades as SQL for a `WITH f AS (…)`, and its parameters. */
  private base(userId: string, query: TradeFiltersQuery): [string, unknown[]] {
    return this.trades
      .filtered(userId, query)
      .select('trade.id', 'id')
      .addSelect('trade.user_id', 'user_id')
      .addSelect('trade.account_id', 'account_id')
      .addSelect('trade.open_time', 'open_time')
      .addSelect('trade.close_time', 'close_time')
      .addSelect('trade.net', 'net')
      .addSelect('trade.r_multiple', 'r_multiple')
      .addSelect('trade.symbol', 'symbol')
      .addSelect('trade.side', 'side')
      .addSelect('trade.tags', 'tags')
      .orderBy()
      .getQueryAndParameters();
  }

  /** Initial balance and currency of the accounts the filters cover. */
  private async accounts(
    userId: string,
    accountId?: string,
  ): Promise<{ initial: string; currency: string | null }> {
    const rows: { initial: string; currencies: string[] | null }[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(initial_balance), 0)::text AS initial, array_agg(DISTINCT currency) AS currencies
         FROM journal.accounts WHERE user_id = $1 ${accountId ? 'AND id = $2' : ''}`,
      accountId ? [userId, accountId] : [userId],
    );
    const currencies = rows[0]?.currencies?.filter(Boolean) ?? [];
    return {
      initial: rows[0]?.initial ?? '0',
      currency: currencies.length === 1 ? (currencies[0] ?? null) : null,
    };
  }

  async summary(userId: string, query: TradeFiltersQuery): Promise<StatsSummary> {
    const [sql, params] = this.base(userId, query);
    const { initial, currency } = await this.accounts(userId, query.accountId);
    const init = `$${params.length + 1}::numeric`;
    const rows: Row[] = await this.dataSource.query(
      `WITH f AS (${sql}),
        o AS (SELECT f.*, SUM(f.net) OVER w AS cum, ROW_NUMBER() OVER w AS rn FROM f WINDOW w AS (ORDER BY f.close_time, f.id)),
        e AS (SELECT ${init} + o.cum AS equity, GREATEST(${init}, MAX(${init} + o.cum) OVER (ORDER BY o.rn)) AS peak FROM o),
        s AS (SELECT SIGN(o.net) AS sg, o.rn - ROW_NUMBER() OVER (PARTITION BY SIGN(o.net) ORDER BY o.rn) AS grp FROM o),
        runs AS (SELECT sg, COUNT(*) AS length FROM s GROUP BY sg, grp)
      SELECT ${AGGREGATES},
        (AVG(f.net) FILTER (WHERE f.net > 0))::text AS average_win,
        (AVG(f.net) FILTER (WHERE f.net < 0))::text AS average_loss,
        (MAX(f.net) FILTER (WHERE f.net > 0))::text AS largest_win,
        (MIN(f.net) FILTER (WHERE f.net < 0))::text AS largest_loss,
        (AVG(EXTRACT(EPOCH FROM f.close_time - f.open_time) / 60) FILTER (WHERE f.open_time IS NOT NULL))::float8 AS holding,
        MIN(f.close_time) AS first_trade,
        MAX(f.close_time) AS last_trade,
        (SELECT COALESCE(MAX(e.peak - e.equity), 0)::text FROM e) AS drawdown,
        (SELECT (MAX((e.peak - e.equity) / NULLIF(e.peak, 0)) FILTER (WHERE e.peak > 0))::text FROM e) AS drawdown_share,
        (SELECT COALESCE(MAX(length), 0)::int FROM runs WHERE sg > 0) AS win_streak,
        (SELECT COALESCE(MAX(length), 0)::int FROM runs WHERE sg < 0) AS loss_streak
      FROM f`,
      [...params, initial],
    );
    return this.toSummary(rows[0] ?? {}, currency);
  }

  private toSummary(row: Row, currency: string | null): StatsSummary {
    const trades = Number(row.trades ?? 0);
    const grossProfit = new Decimal(String(row.gross_profit ?? 0));
    const grossLoss = new Decimal(String(row.gross_loss ?? 0));
    const net = new Decimal(String(row.net ?? 0));
    const drawdown = new Decimal(String(row.drawdown ?? 0));
    const first = row.first_trade ? new Date(String(row.first_trade)) : null;
    const last = row.last_trade ? new Date(String(row.last_trade)) : null;
    const days = first && last ? Math.floor((last.getTime() - first.getTime()) / 86_400_000) + 1 : 0;
    return {
      trades,
      smallSample: trades < SMALL_SAMPLE,
      currency,
      net: exact(row.net),
      grossProfit: exact(row.gross_profit),
      grossLoss: exact(row.gross_loss),
      wins: Number(row.wins ?? 0),
      losses: Number(row.losses ?? 0),
      breakevens: Number(row.breakevens ?? 0),
      winRate: trades ? Math.round((Number(row.wins ?? 0) / trades) * 1000) / 10 : null,
      profitFactor: grossLoss.isZero() ? null : ratio(grossProfit.div(grossLoss.abs())),
      expectancy: trades ? ratio(net.div(trades)) : null,
      expectancyR:
        row.mean_r === null || row.mean_r === undefined ? null : ratio(new Decimal(String(row.mean_r))),
      rTrades: Number(row.r_trades ?? 0),
      averageWin: money(row.average_win),
      averageLoss: money(row.average_loss),
      largestWin: money(row.largest_win),
      largestLoss: money(row.largest_loss),
      maxDrawdown: exact(drawdown.toDecimalPlaces(2)),
      maxDrawdownPercent:
        row.drawdown_share === null || row.drawdown_share === undefined
          ? null
          : ratio(new Decimal(String(row.drawdown_share)).times(100)),
      recoveryFactor: drawdown.isZero() ? null : ratio(net.div(drawdown)),
      longestWinStreak: Number(row.win_streak ?? 0),
      longestLossStreak: Number(row.loss_streak ?? 0),
      averageHoldingMinutes:
        row.holding === null || row.holding === undefined ? null : Math.round(Number(row.holding)),
      tradesPerDay: days ? ratio(new Decimal(trades).div(days)) : null,
      firstTrade: first?.toISOString() ?? null,
      lastTrade: last?.toISOString() ?? null,
    };
  }

  async equity(userId: string, query: TradeFiltersQuery): Promise<EquityPoint[]> {
    const [sql, params] = this.base(userId, query);
    const { initial } = await this.accounts(userId, query.accountId);
    const init = `$${params.length + 1}::numeric`;
    const rows: { time: Date; equity: string; drawdown: string }[] = await this.dataSource.query(
      `WITH f AS (${sql}),
        o AS (SELECT f.close_time, ${init} + SUM(f.net) OVER w AS equity, ROW_NUMBER() OVER w AS rn, COUNT(*) OVER () AS n
              FROM f WINDOW w AS (ORDER BY f.close_time, f.id)),
        p AS (SELECT o.*, GREATEST(${init}, MAX(o.equity) OVER (ORDER BY o.rn)) AS peak FROM o)
      SELECT p.close_time AS time, p.equity::text AS equity, (p.equity - p.peak)::text AS drawdown FROM p
       WHERE p.rn = 1 OR p.rn = p.n OR p.rn % CEIL(p.n / ${EQUITY_POINTS}.0)::int = 0
       ORDER BY p.rn`,
      [...params, initial],
    );
    return rows.map((row) => ({
      time: new Date(row.time).toISOString(),
      equity: exact(new Decimal(row.equity).toDecimalPlaces(2)),
      drawdown: exact(new Decimal(row.drawdown).toDecimalPlaces(2)),
    }));
  }

  /** The SQL key of a breakdown, over `f` (and `r`, the day's reflection, for plan and mood). */
  private groupKey(groupBy: StatsGroupBy, zoneParam: string): { from: string; key: string } {
    const opened = `(COALESCE(f.open_time, f.close_time) AT TIME ZONE ${zoneParam})`;
    const reflection = `LEFT JOIN journal.reflections r ON r.user_id = f.user_id AND r.date = (f.close_time AT TIME ZONE ${zoneParam})::date`;
    switch (groupBy) {
      case 'symbol':
        return { from: 'f', key: 'f.symbol' };
      case 'side':
        return { from: 'f', key: 'f.side' };
      case 'session':
        return { from: 'f', key: sessionSql('f') };
      case 'weekday':
        return { from: 'f', key: `EXTRACT(ISODOW FROM ${opened})::int::text` };
      case 'hour':
        return { from: 'f', key: `EXTRACT(HOUR FROM ${opened})::int::text` };
      case 'tag':
        return {
          from: `f CROSS JOIN LATERAL unnest(CASE WHEN cardinality(f.tags) = 0 THEN ARRAY['']::text[] ELSE f.tags END) AS tag(name)`,
          key: 'tag.name',
        };
      case 'holding':
        return {
          from: 'f',
          key: `CASE WHEN f.open_time IS NULL THEN '6-unknown'
            WHEN f.close_time - f.open_time < interval '15 minutes' THEN '1-15m'
            WHEN f.close_time - f.open_time < interval '1 hour' THEN '2-1h'
            WHEN f.close_time - f.open_time < interval '4 hours' THEN '3-4h'
            WHEN f.close_time - f.open_time < interval '1 day' THEN '4-1d' ELSE '5-more' END`,
        };
      case 'rBucket':
        return {
          from: 'f',
          key: `CASE WHEN f.r_multiple IS NULL THEN '7' WHEN f.r_multiple < -2 THEN '1' WHEN f.r_multiple < -1 THEN '2'
            WHEN f.r_multiple < 0 THEN '3' WHEN f.r_multiple < 1 THEN '4' WHEN f.r_multiple < 2 THEN '5' ELSE '6' END`,
        };
      case 'plan':
        return { from: `f ${reflection}`, key: `COALESCE(r.followed_plan::text, 'none')` };
      case 'mood':
        return { from: `f ${reflection}`, key: `COALESCE(r.mood_before::text, 'none')` };
    }
  }

  private label(groupBy: StatsGroupBy, key: string): string {
    switch (groupBy) {
      case 'side':
        return texts.sides[key] ?? key;
      case 'session':
        return texts.sessions[key] ?? key;
      case 'weekday':
        return texts.weekdays[Number(key) - 1] ?? key;
      case 'hour':
        return texts.hour(Number(key));
      case 'tag':
        return key === '' ? texts.noTag : key;
      case 'holding':
        return texts.holding[key] ?? key;
      case 'rBucket':
        return texts.rBuckets[key] ?? key;
      case 'plan':
        return texts.plan[key] ?? key;
      case 'mood':
        return texts.mood(key);
      default:
        return key;
    }
  }

  async groups(userId: string, query: TradeFiltersQuery, groupBy: StatsGroupBy): Promise<StatsGroup[]> {
    const [sql, params] = this.base(userId, query);
    const zone = query.timeZone && isTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const zoneParam = `$${params.length + 1}`;
    const { from, key } = this.groupKey(groupBy, zoneParam);
    const usesZone = `${from} ${key}`.includes(zoneParam);
    const rows: Row[] = await this.dataSource.query(
      `WITH f AS (${sql}) SELECT ${key} AS key, ${AGGREGATES} FROM ${from} GROUP BY 1`,
      usesZone ? [...params, zone] : params,
    );
    const ordered = ['weekday', 'hour', 'holding', 'rBucket'].includes(groupBy);
    return rows
      .map((row) => this.toGroup(groupBy, String(row.key), row))
      .sort((a, b) =>
        ordered
          ? groupBy === 'weekday' || groupBy === 'hour'
            ? Number(a.key) - Number(b.key)
            : a.key.localeCompare(b.key)
          : b.trades - a.trades || a.key.localeCompare(b.key),
      );
  }

  private toGroup(groupBy: StatsGroupBy, key: string, row: Row): StatsGroup {
    const summary = this.toSummary(row, null);
    return {
      key,
      label: this.label(groupBy, key),
      trades: summary.trades,
      smallSample: summary.smallSample,
      net: summary.net,
      wins: summary.wins,
      winRate: summary.winRate,
      expectancy: summary.expectancy,
      expectancyR: summary.expectancyR,
      rTrades: summary.rTrades,
      profitFactor: summary.profitFactor,
    };
  }

  async stats(userId: string, query: TradeFiltersQuery, groupBy?: StatsGroupBy): Promise<JournalStats> {
    return {
      summary: await this.summary(userId, query),
      equity: await this.equity(userId, query),
      groups: groupBy ? await this.groups(userId, query, groupBy) : null,
    };
  }

  /** Two sets of filters side by side, the difference, and Welch's t-test on R (or on net per trade). */
  async compare(userId: string, a: TradeFiltersQuery, b: TradeFiltersQuery): Promise<StatsComparison> {
    const [sa, sb] = [await this.summary(userId, a), await this.summary(userId, b)];
    const moments = async (query: TradeFiltersQuery, column: 'r_multiple' | 'net') => {
      const [sql, params] = this.base(userId, query);
      const rows: Row[] = await this.dataSource.query(
        `WITH f AS (${sql}) SELECT COUNT(f.${column})::int AS n, AVG(f.${column})::float8 AS mean,
           COALESCE(VAR_SAMP(f.${column}), 0)::float8 AS variance FROM f`,
        params,
      );
      return {
        n: Number(rows[0]?.n ?? 0),
        mean: Number(rows[0]?.mean ?? 0),
        variance: Number(rows[0]?.variance ?? 0),
      };
    };
    const on: 'r' | 'net' = sa.rTrades >= 2 && sb.rTrades >= 2 ? 'r' : 'net';
    const column = on === 'r' ? 'r_multiple' : 'net';
    const result = welch(await moments(a, column), await moments(b, column));
    const onText = on === 'r' ? texts.test.onR : texts.test.onNet;
    const p = result ? percent.format(Math.min(1, result.p)) : null;
    const minus = (x: string | null, y: string | null) =>
      x === null || y === null ? null : ratio(new Decimal(y).minus(x));
    return {
      a: sa,
      b: sb,
      difference: {
        net: new Decimal(sb.net).minus(sa.net).toFixed(),
        winRate:
          sa.winRate === null || sb.winRate === null ? null : Math.round((sb.winRate - sa.winRate) * 10) / 10,
        expectancy: minus(sa.expectancy, sb.expectancy),
        expectancyR: minus(sa.expectancyR, sb.expectancyR),
      },
      test: {
        on,
        t: result ? Math.round(result.t * 100) / 100 : null,
        degreesOfFreedom: result ? Math.round(result.df * 10) / 10 : null,
        pValue: result ? Math.round(result.p * 10_000) / 10_000 : null,
        likelyNoise: !result || result.p >= 0.05,
        explanation:
          !result || !p
            ? texts.test.tooFew
            : result.p >= 0.05
              ? texts.test.noise(p, onText)
              : texts.test.real(p, onText),
      },
    };
  }

  /**
   * Findings worth a look, each with its sample and the filters of the trades behind it: the groups (weekday,
   * session, symbol, side, tag, hour) whose expectancy is furthest from the whole (in R when most trades have one),
   * following the plan or not, the worst losing streak, and breakevens.
   */
  async insights(userId: string, query: TradeFiltersQuery): Promise<Insight[]> {
    const overall = await this.summary(userId, query);
    if (overall.trades < 10) return [];
    const inR = overall.rTrades >= overall.trades / 2 && overall.expectancyR !== null;
    const value = (group: { expectancy: string | null; expectancyR: string | null }) =>
      inR ? Number(group.expectancyR ?? 0) : Number(group.expectancy ?? 0);
    const show = (amount: number) =>
      inR
        ? `${spanish.format(amount)} R`
        : `${spanish.format(amount)}${overall.currency ? ` ${overall.currency}` : ''}`;
    const base = value(overall);
    const threshold = inR ? 0.3 : Math.max(Math.abs(base) * 0.5, 1);
    const minimum = Math.max(10, Math.round(overall.trades * 0.05));
    const zone = query.timeZone && isTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const candidates: (Insight & { gap: number })[] = [];
    const describe: Partial<Record<StatsGroupBy, (group: StatsGroup) => string>> = {
      weekday: (group) => texts.insights.weekday(group.label),
      session: (group) => texts.insights.session(group.label),
      symbol: (group) => texts.insights.symbol(group.label),
      side: (group) => texts.insights.side(group.key),
      tag: (group) => texts.insights.tag(group.label),
      hour: (group) => texts.insights.hour(group.label),
    };
    for (const [groupBy, what] of Object.entries(describe) as [
      StatsGroupBy,
      (group: StatsGroup) => string,
    ][]) {
      for (const group of await this.groups(userId, query, groupBy)) {
        if (group.trades < minimum || (groupBy === 'tag' && group.key === '')) continue;
        const gap = value(group) - base;
        if (Math.abs(gap) < threshold) continue;
        const filter =
          groupBy === 'weekday' || groupBy === 'hour'
            ? { [groupBy]: group.key, timeZone: zone }
            : { [groupBy]: group.key };
        candidates.push({
          id: `${groupBy}:${group.key}`,
          text: texts.insights.group(what(group), show(value(group)), group.trades, show(base)),
          trades: group.trades,
          tone: gap > 0 ? 'positive' : 'negative',
          filters: { ...filtersOf(query), ...filter },
          gap: Math.abs(gap) * Math.sqrt(group.trades),
        });
      }
    }
    const insights: Insight[] = candidates
      .sort((a, b) => b.gap - a.gap)
      .slice(0, 4)
      .map(({ gap: _gap, ...insight }) => insight);
    for (const group of await this.groups(userId, query, 'plan')) {
      if ((group.key === 'true' || group.key === 'false') && group.trades >= 5) {
        insights.push({
          id: `plan:${group.key}`,
          text: texts.insights.plan(group.key === 'true', show(value(group)), group.trades),
          trades: group.trades,
          tone: group.key === 'true' ? 'positive' : 'negative',
          filters: filtersOf(query),
        });
      }
    }
    if (overall.longestLossStreak >= 4) {
      insights.push({
        id: 'streak',
        text: texts.insights.streak(overall.longestLossStreak),
        trades: overall.trades,
        tone: 'neutral',
        filters: { ...filtersOf(query), outcome: 'loss' },
      });
    }
    if (overall.breakevens > 0) {
      insights.push({
        id: 'breakevens',
        text: texts.insights.breakevens(overall.breakevens),
        trades: overall.breakevens,
        tone: 'neutral',
        filters: { ...filtersOf(query), outcome: 'breakeven' },
      });
    }
    return insights;
  }
}

/** The list filters of a stats query, as query parameters for the trades behind a figure. */
function filtersOf(query: TradeFiltersQuery): Record<string, string> {
  const keys = [
    'accountId',
    'from',
    'to',
    'symbol',
    'side',
    'tag',
    'strategyId',
    'outcome',
    'weekday',
    'hour',
    'session',
  ] as const;
  const filters: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key];
    if (value) filters[key] = value;
  }
  return filters;
}
