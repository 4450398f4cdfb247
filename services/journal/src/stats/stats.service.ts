import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EquityPoint,
  type Insight,
  isIanaTimeZone,
  type JournalStats,
  type RuleFigures,
  type RuleSide,
  SMALL_SAMPLE,
  type StatsComparison,
  type StatsGroup,
  type StatsGroupBy,
  type StatsSummary,
} from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import { JournalMessages } from '../messages';
import { TRADE_FILTER_FIELDS, type TradeFiltersQuery } from '../trades/dto/trade.dto';
import { TradesService } from '../trades/trades.service';
import { sessionSql } from './sessions';
import { welch } from './welch';

const texts = JournalMessages.stats;
const EQUITY_POINTS = 1000;

type Row = Record<string, string | number | null>;

/** Columns of the trades only some figures read. */
export type ExtraColumn = 'tags' | 'followed_rules' | 'profit' | 'pips' | 'strategy_version';

/**
 * Filtered trades (SQL and parameters, with the base columns and `extra`) turned into other rows with the same
 * columns; its own parameters follow the base's.
 */
export type Rewrite = ((base: [string, unknown[]]) => [string, unknown[]]) & {
  extra?: readonly ExtraColumn[];
};

const money = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Decimal(String(value)).toDecimalPlaces(2).toFixed();
const exact = (value: unknown): string => new Decimal(String(value ?? 0)).toFixed();
const ratio = (value: Decimal | null, places = 2): string | null =>
  value === null || !value.isFinite() ? null : value.toDecimalPlaces(places).toFixed();

const spanish = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** The aggregates every figure is made of, over a CTE `f` of filtered trades. */
export const AGGREGATES = `
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
  /**
   * Computed figures by kind, user, data version and filters; at most 24 MB of their JSON (about twice that as
   * objects), well within the journal's 256 MB heap beside its imports.
   */
  private readonly results = new LRUCache<string, object>({
    maxSize: 24 * 1024 * 1024,
    sizeCalculation: (value) => JSON.stringify(value).length + 200,
  });
  private readonly computing = new Map<string, Promise<object>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trades: TradesService,
  ) {}

  /**
   * The filtered trades as SQL for a `WITH f AS (…)`, and its parameters; `extra` adds columns only some figures
   * read (tags for the tag breakdown, the rules followed for the per-rule figures, profit and pips for a fixed stop).
   */
  base(userId: string, query: TradeFiltersQuery, extra: readonly ExtraColumn[] = []): [string, unknown[]] {
    const builder = this.trades
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
      .addSelect('trade.strategy_id', 'strategy_id');
    // Rows stay narrow (tags only for the tag breakdown): the windows below sort every one of them in memory.
    for (const column of extra) builder.addSelect(`trade.${column}`, column);
    return builder.orderBy().getQueryAndParameters();
  }

  /**
   * A figure for this user and these filters, computed once per version of the user's data (raised by triggers on
   * trades, accounts and reflections, however they change) and kept in memory: reading the figures again costs one
   * indexed lookup. The version and the figures are read in one REPEATABLE READ snapshot, so a figure is never
   * filed under a version it was not computed from; identical requests that arrive together compute it once.
   */
  cached<T extends object>(
    kind: string,
    userId: string,
    queries: unknown[],
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const keyOf = (version: string | undefined) =>
      `${kind}|${userId}|${version ?? '0'}|${JSON.stringify(queries.map(canonical))}`;
    // A figure already computed for the data's current version costs that one indexed read, outside any transaction:
    // the version moves in the same transaction as the data, so what was filed under it still holds.
    return this.dataVersion(userId).then((version) => {
      const kept = this.results.get(keyOf(version)) as T | undefined;
      if (kept) return kept;
      return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
        // Read again in the snapshot (and, in the same round trip, room to sort in memory: the equity curve and the
        // streaks sort every trade of the filter, and the default 4 MB would spill a journal of 100,000 trades).
        const rows: { version: string | null }[] = await manager.query(
          `SELECT (SELECT version::text FROM journal.data_versions WHERE user_id = $1) AS version,
                  set_config('work_mem', '64MB', true)`,
          [userId],
        );
        const key = keyOf(rows[0]?.version ?? undefined);
        const kept = this.results.get(key) as T | undefined;
        if (kept) return kept;
        const running = this.computing.get(key) as Promise<T> | undefined;
        if (running) return running;
        const computed = work(manager);
        this.computing.set(key, computed);
        try {
          const value = await computed;
          this.results.set(key, value);
          return value;
        } finally {
          this.computing.delete(key);
        }
      });
    });
  }

  /** The version of the user's journal data; none while they never had an account, a trade or a reflection. */
  async dataVersion(userId: string): Promise<string | undefined> {
    const rows: { version: string }[] = await this.dataSource.query(
      'SELECT version::text AS version FROM journal.data_versions WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.version;
  }

  /**
   * The accounts the filters cover, as SQL for a `WITH a AS (…)` (their initial balance, `init`, and currencies),
   * its parameters appended to `values`.
   */
  private accountsSql(values: unknown[], userId: string, accountId?: string): string {
    values.push(userId);
    const user = `$${values.length}`;
    if (accountId) values.push(accountId);
    return `SELECT COALESCE(SUM(initial_balance), 0)::float8 AS init, array_agg(DISTINCT currency) AS currencies
      FROM journal.accounts WHERE user_id = ${user} ${accountId ? `AND id = $${values.length}` : ''}`;
  }

  async summary(userId: string, query: TradeFiltersQuery): Promise<StatsSummary> {
    return this.cached(
      'summary',
      userId,
      [query],
      async (manager) => (await this.summaryIn(manager, userId, query, false)).summary,
    );
  }

  /**
   * The summary (and, with `withEquity`, the thinned equity curve) in one statement and one sort: a first ordered
   * window gives the running total (float8: the curve and the drawdown are shown to the cent, while the totals stay
   * exact numeric sums), the sign and where each run of equal signs starts; a second the running peak and each
   * run's start, from which the streaks are read (a breakeven ends both). `rewrite` turns the filtered trades into
   * others with the same columns first (the what-if rules: some left out, some results changed).
   */
  async summaryIn(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
    withEquity: boolean,
    rewrite?: Rewrite,
  ): Promise<{ summary: StatsSummary; equity: EquityPoint[] }> {
    const [sql, params] = rewrite
      ? rewrite(this.base(userId, query, rewrite.extra))
      : this.base(userId, query);
    const values: unknown[] = [...params];
    const accounts = this.accountsSql(values, userId, query.accountId);
    const init = 'f.init';
    // The curve keeps every step-th trade (and the first and last), `n` being how many there are: one statement,
    // one sort of the trades (the count waits in the window's buffer, in memory with the work_mem `cached` sets).
    const thinning = withEquity
      ? `, json_agg(json_build_object('t', f.close_time, 'e', ${init} + f.cum, 'p', GREATEST(${init}, ${init} + f.top)) ORDER BY f.rn)
          FILTER (WHERE f.rn = 1 OR f.rn = f.n OR f.rn % GREATEST(1, CEIL(f.n::numeric / ${EQUITY_POINTS}))::int = 0) AS curve`
      : '';
    const rows: Row[] = await manager.query(
      `WITH f AS (${sql}),
        a AS (${accounts}),
        o AS (SELECT f.id, f.net, f.r_multiple, f.open_time, f.close_time, SIGN(f.net) AS sg,
                ROW_NUMBER() OVER w AS rn, SUM(f.net::float8) OVER w AS cum,
                CASE WHEN SIGN(f.net) = LAG(SIGN(f.net)) OVER w THEN 0 ELSE 1 END AS starts
                ${withEquity ? ', COUNT(*) OVER () AS n' : ''}
              FROM f WINDOW w AS (ORDER BY f.close_time, f.id)),
        p AS (SELECT o.*, a.init, MAX(o.cum) OVER v AS top, MAX(CASE WHEN o.starts = 1 THEN o.rn END) OVER v AS run_start
              FROM o CROSS JOIN a WINDOW v AS (ORDER BY o.close_time, o.id))
      SELECT ${AGGREGATES},
        (AVG(f.net) FILTER (WHERE f.net > 0))::text AS average_win,
        (AVG(f.net) FILTER (WHERE f.net < 0))::text AS average_loss,
        (MAX(f.net) FILTER (WHERE f.net > 0))::text AS largest_win,
        (MIN(f.net) FILTER (WHERE f.net < 0))::text AS largest_loss,
        (AVG(EXTRACT(EPOCH FROM f.close_time - f.open_time) / 60) FILTER (WHERE f.open_time IS NOT NULL))::float8 AS holding,
        MIN(f.close_time) AS first_trade,
        MAX(f.close_time) AS last_trade,
        ROUND(COALESCE(MAX(GREATEST(${init}, ${init} + f.top) - (${init} + f.cum)), 0)::numeric, 2)::text AS drawdown,
        (MAX((GREATEST(${init}, ${init} + f.top) - (${init} + f.cum)) / GREATEST(${init}, ${init} + f.top))
          FILTER (WHERE GREATEST(${init}, ${init} + f.top) > 0))::text AS drawdown_share,
        COALESCE(MAX(f.rn - f.run_start + 1) FILTER (WHERE f.sg > 0), 0)::int AS win_streak,
        COALESCE(MAX(f.rn - f.run_start + 1) FILTER (WHERE f.sg < 0), 0)::int AS loss_streak
        ${thinning},
        (SELECT a.currencies FROM a) AS currencies
      FROM p AS f`,
      values,
    );
    const row = rows[0] ?? {};
    const currency = onlyCurrency(row.currencies);
    const curve = (row.curve as unknown as { t: string; e: number; p: number }[] | null) ?? [];
    const cents = (value: number) => new Decimal(value).toDecimalPlaces(2).toFixed();
    return {
      summary: this.toSummary(row, currency),
      equity: curve.map((point) => ({
        time: new Date(point.t).toISOString(),
        equity: cents(point.e),
        drawdown: cents(point.e - point.p),
      })),
    };
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
      case 'strategy':
        return { from: 'f', key: `COALESCE(f.strategy_id::text, 'none')` };
      case 'strategyVersion':
        return { from: 'f', key: `COALESCE(f.strategy_version::text, 'none')` };
    }
  }

  /**
   * The names of the strategies among breakdown keys: the journal's copy of each, or (for one it never received) the
   * name its trades were assigned with.
   */
  private async strategyNames(
    manager: EntityManager,
    userId: string,
    rows: Row[],
  ): Promise<Map<string, string>> {
    const ids = rows.map((row) => String(row.key)).filter((key) => key !== 'none');
    if (ids.length === 0) return new Map();
    const named: { id: string; name: string | null }[] = await manager.query(
      `SELECT k.id::text AS id, COALESCE(s.name, (SELECT t.strategy_name FROM journal.trades t
          WHERE t.user_id = $1 AND t.strategy_id = k.id AND t.strategy_name IS NOT NULL LIMIT 1)) AS name
         FROM unnest($2::uuid[]) AS k(id)
         LEFT JOIN journal.strategies s ON s.id = k.id AND s.user_id = $1`,
      [userId, ids],
    );
    return new Map(named.filter((row) => row.name !== null).map((row) => [row.id, row.name as string]));
  }

  private label(groupBy: StatsGroupBy, key: string, names?: Map<string, string>): string {
    switch (groupBy) {
      case 'strategy':
        return key === 'none' ? JournalMessages.strategies.none : (names?.get(key) ?? key);
      case 'strategyVersion':
        return key === 'none' ? JournalMessages.strategies.none : texts.version(key);
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
    return this.cached(`groups:${groupBy}`, userId, [query], (manager) =>
      this.groupsIn(manager, userId, query, groupBy),
    );
  }

  async groupsIn(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
    groupBy: StatsGroupBy,
  ): Promise<StatsGroup[]> {
    const extra: ExtraColumn[] =
      groupBy === 'tag' ? ['tags'] : groupBy === 'strategyVersion' ? ['strategy_version'] : [];
    const [sql, params] = this.base(userId, query, extra);
    const zone = query.timeZone && isIanaTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const zoneParam = `$${params.length + 1}`;
    const { from, key } = this.groupKey(groupBy, zoneParam);
    const usesZone = `${from} ${key}`.includes(zoneParam);
    const rows: Row[] = await manager.query(
      `WITH f AS (${sql}) SELECT ${key} AS key, ${AGGREGATES} FROM ${from} GROUP BY 1`,
      usesZone ? [...params, zone] : params,
    );
    const names = groupBy === 'strategy' ? await this.strategyNames(manager, userId, rows) : undefined;
    return inOrder(
      groupBy,
      rows.map((row) => this.toGroup(groupBy, String(row.key), row, names)),
    );
  }

  /**
   * Everything the insights read, in one statement over one scan of the trades: the whole (its figures, the longest
   * losing streak and the accounts' currencies), the breakdowns by weekday, session, symbol, side, hour, strategy
   * (named as `strategyNames` names them) and plan (GROUPING SETS over the trades and the day's reflection, one per
   * user and day), and by tag (each trade once per tag).
   */
  private async insightFigures(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
  ): Promise<{ overall: StatsSummary; groups: Map<InsightDimension, StatsGroup[]> }> {
    const [sql, params] = this.base(userId, query, ['tags']);
    const zone = query.timeZone && isIanaTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const zoneParam = `$${params.length + 1}`;
    const userParam = `$${params.length + 2}`;
    const values: unknown[] = [...params, zone, userId];
    const accounts = this.accountsSql(values, userId, query.accountId);
    const keyed = INSIGHT_DIMENSIONS.map((dimension, index) => ({
      dimension,
      column: `d${index}`,
      key: this.groupKey(dimension, zoneParam).key,
    }));
    const reflection = `LEFT JOIN journal.reflections r ON r.user_id = f.user_id AND r.date = (f.close_time AT TIME ZONE ${zoneParam})::date`;
    const rows: Row[] = await manager.query(
      `WITH f AS MATERIALIZED (${sql}),
        o AS (SELECT SIGN(f.net) AS sg, ROW_NUMBER() OVER w AS rn,
                CASE WHEN SIGN(f.net) = LAG(SIGN(f.net)) OVER w THEN 0 ELSE 1 END AS starts
              FROM f WINDOW w AS (ORDER BY f.close_time, f.id)),
        p AS (SELECT o.sg, o.rn, MAX(CASE WHEN o.starts = 1 THEN o.rn END) OVER (ORDER BY o.rn) AS run_start FROM o),
        g AS (SELECT CASE ${keyed.map(({ dimension, column }) => `WHEN GROUPING(${column}) = 0 THEN '${dimension}'`).join(' ')} END AS dimension,
                CASE ${keyed.map(({ column }) => `WHEN GROUPING(${column}) = 0 THEN ${column}`).join(' ')} END AS key, ${AGGREGATES}
              FROM (SELECT f.*, ${keyed.map(({ key, column }) => `(${key})::text AS ${column}`).join(', ')} FROM f ${reflection}) AS f
              GROUP BY GROUPING SETS (${keyed.map(({ column }) => `(${column})`).join(', ')}))
      SELECT 'all' AS dimension, NULL AS key, NULL AS name, ${AGGREGATES},
        (SELECT COALESCE(MAX(p.rn - p.run_start + 1) FILTER (WHERE p.sg < 0), 0)::int FROM p) AS loss_streak,
        (SELECT a.currencies FROM (${accounts}) AS a) AS currencies
      FROM f
      UNION ALL
      SELECT g.dimension, g.key,
        CASE WHEN g.dimension = 'strategy' AND g.key <> 'none' THEN COALESCE(s.name, (SELECT t.strategy_name
          FROM journal.trades t WHERE t.user_id = ${userParam} AND t.strategy_id = g.key::uuid AND t.strategy_name IS NOT NULL LIMIT 1)) END,
        g.trades, g.net, g.gross_profit, g.gross_loss, g.wins, g.losses, g.breakevens, g.mean_r, g.r_trades, NULL, NULL
      FROM g LEFT JOIN journal.strategies s
        ON g.dimension = 'strategy' AND s.user_id = ${userParam} AND s.id::text = g.key
      UNION ALL
      SELECT 'tag', tag.name, NULL, ${AGGREGATES}, NULL, NULL
      FROM f CROSS JOIN LATERAL unnest(CASE WHEN cardinality(f.tags) = 0 THEN ARRAY['']::text[] ELSE f.tags END) AS tag(name)
      GROUP BY tag.name`,
      values,
    );
    const whole = rows.find((row) => row.dimension === 'all') ?? {};
    const overall = this.toSummary(whole, onlyCurrency(whole.currencies));
    const names = new Map(
      rows
        .filter((row) => row.dimension === 'strategy' && row.name !== null)
        .map((row) => [String(row.key), String(row.name)]),
    );
    const groups = new Map<InsightDimension, StatsGroup[]>();
    for (const dimension of [...INSIGHT_DIMENSIONS, 'tag'] as const) {
      const own = rows
        .filter((row) => row.dimension === dimension)
        .map((row) => this.toGroup(dimension, String(row.key), row, names));
      // The tags and the plan in the order their breakdowns have (`groupsIn`); the others as they come, as before.
      groups.set(dimension, dimension === 'tag' || dimension === 'plan' ? inOrder(dimension, own) : own);
    }
    return { overall, groups };
  }

  private toGroup(groupBy: StatsGroupBy, key: string, row: Row, names?: Map<string, string>): StatsGroup {
    const summary = this.toSummary(row, null);
    return {
      key,
      label: this.label(groupBy, key, names),
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

  /**
   * Per rule, the figures of the filtered trades that followed it against those that broke it, in one scan (the
   * trades crossed with the rules' ids, unnested); trades whose rules were never reviewed are left out.
   */
  async rulesIn(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
    rules: RuleFigures['rule'][],
  ): Promise<RuleFigures[]> {
    const [sql, params] = this.base(userId, query, ['followed_rules']);
    const rows: Row[] = await manager.query(
      `WITH f AS (${sql})
       SELECT r.id AS rule_id, (r.id = ANY(f.followed_rules)) AS followed, ${AGGREGATES}
         FROM f CROSS JOIN unnest($${params.length + 1}::text[]) AS r(id)
        WHERE f.followed_rules IS NOT NULL
        GROUP BY r.id, (r.id = ANY(f.followed_rules))`,
      [...params, rules.map((rule) => rule.id)],
    );
    const side = (ruleId: string, followed: boolean): RuleSide => {
      const row = rows.find((item) => item.rule_id === ruleId && Boolean(item.followed) === followed) ?? {};
      const summary = this.toSummary(row, null);
      return {
        trades: summary.trades,
        smallSample: summary.smallSample,
        net: summary.net,
        winRate: summary.winRate,
        expectancy: summary.expectancy,
        expectancyR: summary.expectancyR,
        rTrades: summary.rTrades,
      };
    };
    return rules.map((rule) => ({ rule, followed: side(rule.id, true), broken: side(rule.id, false) }));
  }

  async stats(userId: string, query: TradeFiltersQuery, groupBy?: StatsGroupBy): Promise<JournalStats> {
    return this.cached(`stats:${groupBy ?? ''}`, userId, [query], async (manager) => {
      const { summary, equity } = await this.summaryIn(manager, userId, query, true);
      return {
        summary,
        equity,
        groups: groupBy ? await this.groupsIn(manager, userId, query, groupBy) : null,
      };
    });
  }

  /** Two sets of filters side by side, the difference, and Welch's t-test on R (or on net per trade). */
  async compare(userId: string, a: TradeFiltersQuery, b: TradeFiltersQuery): Promise<StatsComparison> {
    return this.cached('compare', userId, [a, b], (manager) => this.compareIn(manager, userId, a, b));
  }

  private async compareIn(
    manager: EntityManager,
    userId: string,
    a: TradeFiltersQuery,
    b: TradeFiltersQuery,
  ): Promise<StatsComparison> {
    const sa = (await this.summaryIn(manager, userId, a, false)).summary;
    const sb = (await this.summaryIn(manager, userId, b, false)).summary;
    const moments = async (query: TradeFiltersQuery, column: 'r_multiple' | 'net') => {
      const [sql, params] = this.base(userId, query);
      const rows: Row[] = await manager.query(
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
    return this.cached('insights', userId, [query], (manager) => this.insightsIn(manager, userId, query));
  }

  private async insightsIn(
    manager: EntityManager,
    userId: string,
    query: TradeFiltersQuery,
  ): Promise<Insight[]> {
    const { overall, groups } = await this.insightFigures(manager, userId, query);
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
    const zone = query.timeZone && isIanaTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const candidates: (Insight & { gap: number })[] = [];
    const describe: Partial<Record<StatsGroupBy, (group: StatsGroup) => string>> = {
      weekday: (group) => texts.insights.weekday(group.label),
      session: (group) => texts.insights.session(group.label),
      symbol: (group) => texts.insights.symbol(group.label),
      side: (group) => texts.insights.side(group.key),
      tag: (group) => texts.insights.tag(group.label),
      hour: (group) => texts.insights.hour(group.label),
      strategy: (group) => texts.insights.strategy(group.label),
    };
    for (const [groupBy, what] of Object.entries(describe) as [
      StatsGroupBy,
      (group: StatsGroup) => string,
    ][]) {
      for (const group of groups.get(groupBy as InsightDimension) ?? []) {
        if (group.trades < minimum || (groupBy === 'tag' && group.key === '')) continue;
        // The trades without a strategy have no filter of the list to show them by.
        if (groupBy === 'strategy' && (group.key === 'none' || query.strategyId)) continue;
        const gap = value(group) - base;
        if (Math.abs(gap) < threshold) continue;
        const filter: Record<string, string> =
          groupBy === 'weekday' || groupBy === 'hour'
            ? { [groupBy]: group.key, timeZone: zone }
            : { [groupBy === 'strategy' ? 'strategyId' : groupBy]: group.key };
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
    for (const group of groups.get('plan') ?? []) {
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

/** The accounts' one currency, or null when they have several (or none). */
function onlyCurrency(currencies: unknown): string | null {
  const known = ((currencies as (string | null)[] | null) ?? []).filter(Boolean);
  return known.length === 1 ? (known[0] ?? null) : null;
}

/** The breakdowns the insights read beside the tags, in the order their findings are weighed. */
const INSIGHT_DIMENSIONS = ['weekday', 'session', 'symbol', 'side', 'hour', 'strategy', 'plan'] as const;
type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number] | 'tag';

/** A breakdown's groups in its order: by key for the ordered dimensions, otherwise the biggest first. */
function inOrder(groupBy: StatsGroupBy, groups: StatsGroup[]): StatsGroup[] {
  const ordered = ['weekday', 'hour', 'holding', 'rBucket', 'strategyVersion'].includes(groupBy);
  return groups.sort((a, b) =>
    ordered
      ? groupBy === 'weekday' || groupBy === 'hour'
        ? Number(a.key) - Number(b.key)
        : groupBy === 'strategyVersion'
          ? (Number(a.key) || Number.MAX_SAFE_INTEGER) - (Number(b.key) || Number.MAX_SAFE_INTEGER)
          : a.key.localeCompare(b.key)
      : b.trades - a.trades || a.key.localeCompare(b.key),
  );
}

/** A query's own fields, in a fixed order and without empty ones: equal filters make equal keys. */
function canonical(query: unknown): [string, unknown][] {
  return Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The list filters of a stats query, as query parameters for the trades behind a figure. */
function filtersOf(query: TradeFiltersQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of TRADE_FILTER_FIELDS) {
    const value = query[key];
    if (value) filters[key] = value;
  }
  return filters;
}
