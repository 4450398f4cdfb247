import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type DailyResult,
  ErrorCode,
  findInstrument,
  isIanaTimeZone,
  normalizeSymbol,
  type Trade,
  type TradePage,
  type TradeSortField,
  type TradeTotals,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import Decimal from 'decimal.js';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { AccountEntity } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { JournalMessages } from '../messages';
import { publishResultsChanged, resultKeys, resultKeysOf, utcMonth } from '../results/results-changed';
import { ScreenshotsService } from '../screenshots/screenshots.service';
import { sessionSql } from '../stats/sessions';
import { findStrategy } from '../strategies/strategy-replica';
import {
  type BulkTradesDto,
  type CalendarQuery,
  TRADE_FILTER_FIELDS,
  type TradeFiltersQuery,
  type TradeInputDto,
  type UpdateTradeDto,
} from './dto/trade.dto';
import { TradeEntity } from './trade.entity';
import { toTrade } from './trade.mapper';
import { grossProfitOf, netOf, pipsOf, rMultipleOf } from './trade-math';

const texts = JournalMessages.trades;
const bad = (message: string) => new ApiException(400, ErrorCode.VALIDATION_FAILED, message);
const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);

/** How each sortable field orders in SQL; nullable figures sort as the lowest value. */
const SORT_SQL: Record<TradeSortField, { expression: string; cast: string }> = {
  closeTime: { expression: 'trade.close_time', cast: 'timestamptz' },
  net: { expression: 'trade.net', cast: 'numeric' },
  symbol: { expression: 'trade.symbol', cast: 'text' },
  volume: { expression: 'trade.volume', cast: 'numeric' },
  pips: { expression: 'COALESCE(trade.pips, -1e12)', cast: 'numeric' },
  rMultiple: { expression: 'COALESCE(trade.r_multiple, -1e12)', cast: 'numeric' },
};

interface Cursor {
  value: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.value === 'string' && typeof parsed.id === 'string' && isUUID(parsed.id)) return parsed;
  } catch {
    // answered below
  }
  throw bad(texts.cursor);
}

/** The fields a trade's figures are computed from. */
type TradeFields = Pick<
  TradeEntity,
  | 'symbol'
  | 'side'
  | 'entryPrice'
  | 'exitPrice'
  | 'volume'
  | 'stopLoss'
  | 'profit'
  | 'commission'
  | 'swap'
  | 'taxes'
>;

/** What a trade keeps of its strategy. */
type StrategyFields = Pick<TradeEntity, 'strategyId' | 'strategyName' | 'strategyVersion' | 'followedRules'>;

const NO_STRATEGY: StrategyFields = {
  strategyId: null,
  strategyName: null,
  strategyVersion: null,
  followedRules: null,
};

/** Trades: manual entry with computed figures, the filtered and sorted list, totals, the calendar, bulk actions. */
@Injectable()
export class TradesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly bus: EventBus,
    private readonly screenshots: ScreenshotsService,
  ) {}

  /** Net, pips and R from the fields (and the gross profit from prices when it was not given). */
  figures(
    account: AccountEntity,
    fields: Omit<TradeFields, 'profit'> & { profit: string | null },
    conversionRate?: string,
  ): Pick<TradeEntity, 'symbol' | 'profit' | 'net' | 'pips' | 'rMultiple'> {
    const symbol = normalizeSymbol(fields.symbol);
    let profit = fields.profit;
    if (profit === null) {
      profit = grossProfitOf({ ...fields, symbol, accountCurrency: account.currency, conversionRate });
      if (profit === null) {
        const instrument = findInstrument(symbol);
        throw bad(
          instrument ? texts.needRate(symbol, instrument.quote, account.currency) : texts.needProfit(symbol),
        );
      }
    }
    const complete = { ...fields, symbol, profit, accountCurrency: account.currency, conversionRate };
    return {
      symbol,
      profit,
      net: netOf(complete),
      pips: pipsOf(fields.side, symbol, fields.entryPrice, fields.exitPrice),
      rMultiple: rMultipleOf(complete),
    };
  }

  /**
   * A trade's strategy after a change: a newly assigned strategy must be one of the user's that is not deleted
   * (its name and version are kept with the trade, and the rules followed start unreviewed unless sent); the one the
   * trade already has stays even if deleted since. The rules followed must be the strategy's entry or exit rules.
   */
  private async strategyOf(
    manager: EntityManager,
    userId: string,
    current: StrategyFields,
    change: { strategyId?: string | null; followedRules?: string[] | null },
  ): Promise<StrategyFields> {
    const target = change.strategyId === undefined ? current.strategyId : change.strategyId;
    if (target === null) {
      if (change.followedRules !== undefined && change.followedRules !== null) {
        throw bad(texts.followedRulesWithoutStrategy);
      }
      return NO_STRATEGY;
    }
    const assigned = target !== current.strategyId;
    const strategy = await findStrategy(manager, userId, target);
    if (assigned && (!strategy || strategy.deleted)) throw bad(texts.strategy);
    let followedRules = assigned ? null : current.followedRules;
    if (change.followedRules !== undefined) {
      followedRules = change.followedRules === null ? null : [...new Set(change.followedRules)];
      const ruleIds = new Set(strategy?.rules.map((rule) => rule.id) ?? []);
      if (followedRules?.some((id) => !ruleIds.has(id))) throw bad(texts.followedRules);
    }
    return {
      strategyId: target,
      strategyName: assigned && strategy ? strategy.name : current.strategyName,
      strategyVersion: assigned && strategy ? strategy.version : current.strategyVersion,
      followedRules,
    };
  }

  private checkTimes(openTime: Date | null, closeTime: Date): void {
    if (openTime && openTime.getTime() > closeTime.getTime()) throw bad(texts.closeBeforeOpen);
    if (closeTime.getTime() > Date.now() + 60_000) throw bad(texts.future);
  }

  async create(userId: string, dto: TradeInputDto): Promise<Trade> {
    const account = await this.accounts.own(userId, dto.accountId);
    const openTime = dto.openTime ? new Date(dto.openTime) : null;
    const closeTime = new Date(dto.closeTime);
    this.checkTimes(openTime, closeTime);
    const fields = {
      symbol: dto.symbol,
      side: dto.side,
      entryPrice: dto.entryPrice ?? null,
      exitPrice: dto.exitPrice,
      volume: dto.volume,
      stopLoss: dto.stopLoss ?? null,
      commission: dto.commission ?? '0',
      swap: dto.swap ?? '0',
      taxes: dto.taxes ?? '0',
      profit: dto.profit ?? null,
    };
    const computed = this.figures(account, fields, dto.conversionRate);
    return this.dataSource.transaction(async (manager) => {
      const strategy = await this.strategyOf(manager, userId, NO_STRATEGY, dto);
      const trades = manager.getRepository(TradeEntity);
      const saved = await trades.save(
        trades.create({
          ...fields,
          ...computed,
          userId,
          accountId: account.id,
          rawSymbol: dto.symbol,
          openTime,
          closeTime,
          takeProfit: dto.takeProfit ?? null,
          tags: dto.tags ?? [],
          notes: dto.notes ?? '',
          emotionBefore: dto.emotionBefore ?? null,
          emotionAfter: dto.emotionAfter ?? null,
          ...strategy,
          source: 'manual',
          importId: null,
          ticket: null,
          fingerprint: null,
        }),
      );
      await this.bus.sendRealtime({ userId, event: 'trade:new', payload: { id: saved.id } }, manager);
      await this.bus.publish(manager, 'journal.trades.recorded', { userId, count: 1, source: 'manual' });
      await publishResultsChanged(
        this.bus,
        manager,
        userId,
        resultKeys([{ closeTime, currency: account.currency }]),
      );
      return toTrade(await trades.findOneByOrFail({ id: saved.id }));
    });
  }

  private async lockOwn(manager: EntityManager, userId: string, id: string): Promise<TradeEntity> {
    if (!isUUID(id)) throw notFound();
    const trade = await manager
      .getRepository(TradeEntity)
      .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } });
    if (!trade) throw notFound();
    return trade;
  }

  async get(userId: string, id: string): Promise<Trade> {
    if (!isUUID(id)) throw notFound();
    const trade = await this.dataSource.getRepository(TradeEntity).findOne({ where: { id, userId } });
    if (!trade) throw notFound();
    return toTrade(trade);
  }

  async update(userId: string, id: string, dto: UpdateTradeDto): Promise<Trade> {
    return this.dataSource.transaction(async (manager) => {
      const trade = await this.lockOwn(manager, userId, id);
      const account = await this.accounts.own(userId, dto.accountId ?? trade.accountId, manager);
      const before =
        account.id === trade.accountId ? account : await this.accounts.own(userId, trade.accountId, manager);
      const openTime =
        dto.openTime === undefined ? trade.openTime : dto.openTime ? new Date(dto.openTime) : null;
      const closeTime = dto.closeTime ? new Date(dto.closeTime) : trade.closeTime;
      this.checkTimes(openTime, closeTime);
      const priceChanged = ['symbol', 'side', 'entryPrice', 'exitPrice', 'volume', 'conversionRate'].some(
        (field) => (dto as Record<string, unknown>)[field] !== undefined,
      );
      const fields = {
        symbol: dto.symbol ?? trade.rawSymbol,
        side: dto.side ?? trade.side,
        entryPrice: dto.entryPrice === undefined ? trade.entryPrice : dto.entryPrice,
        exitPrice: dto.exitPrice ?? trade.exitPrice,
        volume: dto.volume ?? trade.volume,
        stopLoss: dto.stopLoss === undefined ? trade.stopLoss : dto.stopLoss,
        commission: dto.commission ?? trade.commission,
        swap: dto.swap ?? trade.swap,
        taxes: dto.taxes ?? trade.taxes,
        // A manual trade's gross follows its prices; an imported one keeps the statement's unless it is retyped.
        profit: dto.profit ?? (priceChanged && trade.source === 'manual' ? null : trade.profit),
      };
      const computed = this.figures(account, fields, dto.conversionRate);
      const strategy = await this.strategyOf(manager, userId, trade, dto);
      await manager.getRepository(TradeEntity).update(
        { id: trade.id },
        {
          ...fields,
          ...computed,
          rawSymbol: fields.symbol,
          accountId: account.id,
          openTime,
          closeTime,
          takeProfit: dto.takeProfit === undefined ? trade.takeProfit : dto.takeProfit,
          tags: dto.tags ?? trade.tags,
          notes: dto.notes ?? trade.notes,
          emotionBefore: dto.emotionBefore === undefined ? trade.emotionBefore : dto.emotionBefore,
          emotionAfter: dto.emotionAfter === undefined ? trade.emotionAfter : dto.emotionAfter,
          ...strategy,
          updatedAt: new Date(),
        },
      );
      // Notes, tags and the like leave the results as they were: nothing to tell.
      if (
        !new Decimal(trade.net).equals(computed.net) ||
        utcMonth(trade.closeTime) !== utcMonth(closeTime) ||
        before.currency !== account.currency
      ) {
        await publishResultsChanged(
          this.bus,
          manager,
          userId,
          resultKeys([
            { closeTime: trade.closeTime, currency: before.currency },
            { closeTime, currency: account.currency },
          ]),
        );
      }
      await this.bus.sendRealtime({ userId, event: 'trade:update', payload: { id: trade.id } }, manager);
      return toTrade(await manager.getRepository(TradeEntity).findOneByOrFail({ id: trade.id }));
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const files = await this.dataSource.transaction(async (manager) => {
      const trade = await this.lockOwn(manager, userId, id);
      const keys = await ScreenshotsService.keysOfTrades(manager, userId, [trade.id]);
      const results = await resultKeysOf(manager, userId, { tradeIds: [trade.id] });
      await manager.getRepository(TradeEntity).delete({ id: trade.id });
      await publishResultsChanged(this.bus, manager, userId, results);
      await this.bus.sendRealtime({ userId, event: 'trade:update', payload: { id: trade.id } }, manager);
      return keys;
    });
    await this.screenshots.forget(files);
  }

  /** Deletes, (un)tags or assigns a strategy to many of the user's trades at once; ids that are not theirs are ignored, and counted out. */
  async bulk(userId: string, dto: BulkTradesDto): Promise<{ updated: number }> {
    const { updated, files } = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(TradeEntity);
      const own = await repository.find({ where: { userId, id: In(dto.ids) }, select: ['id', 'tags'] });
      let keys: string[] = [];
      if (dto.action === 'delete') {
        if (own.length > 0) {
          const ids = own.map((trade) => trade.id);
          keys = await ScreenshotsService.keysOfTrades(manager, userId, ids);
          const results = await resultKeysOf(manager, userId, { tradeIds: ids });
          await repository.delete({ userId, id: In(ids) });
          await publishResultsChanged(this.bus, manager, userId, results);
        }
      } else if (dto.action === 'strategy') {
        if (dto.strategyId === undefined) throw bad(texts.bulkStrategy);
        const strategy = await this.strategyOf(manager, userId, NO_STRATEGY, { strategyId: dto.strategyId });
        // Trades already on this strategy keep their review; the others start unreviewed.
        await manager.query(
          `UPDATE journal.trades SET strategy_id = $3::uuid, strategy_name = $4, strategy_version = $5,
             followed_rules = NULL, updated_at = now()
           WHERE user_id = $1 AND id = ANY($2::uuid[]) AND strategy_id IS DISTINCT FROM $3::uuid`,
          [
            userId,
            own.map((trade) => trade.id),
            strategy.strategyId,
            strategy.strategyName,
            strategy.strategyVersion,
          ],
        );
      } else {
        if (!dto.addTags?.length && !dto.removeTags?.length) throw bad(texts.bulkTags);
        for (const trade of own) {
          const tags = new Set(trade.tags);
          for (const tag of dto.addTags ?? []) tags.add(tag);
          for (const tag of dto.removeTags ?? []) tags.delete(tag);
          await repository.update({ id: trade.id }, { tags: [...tags].slice(0, 20), updatedAt: new Date() });
        }
      }
      if (own.length > 0) {
        await this.bus.sendRealtime(
          { userId, event: 'trade:update', payload: { id: own[0]?.id ?? '' } },
          manager,
        );
      }
      return { updated: own.length, files: keys };
    });
    await this.screenshots.forget(files);
    return { updated };
  }

  /** The filters of the list, the export, the totals and EdgePilot's figures; the owner is always in the WHERE. */
  filtered(userId: string, query: TradeFiltersQuery): SelectQueryBuilder<TradeEntity> {
    const builder = this.dataSource
      .getRepository(TradeEntity)
      .createQueryBuilder('trade')
      .where('trade.user_id = :userId', { userId });
    if (query.accountId) builder.andWhere('trade.account_id = :accountId', { accountId: query.accountId });
    if (query.from) builder.andWhere('trade.close_time >= :from', { from: new Date(query.from) });
    if (query.to) builder.andWhere('trade.close_time < :to', { to: new Date(query.to) });
    if (query.symbol) builder.andWhere('trade.symbol = :symbol', { symbol: normalizeSymbol(query.symbol) });
    if (query.side) builder.andWhere('trade.side = :side', { side: query.side });
    if (query.tag) builder.andWhere(':tag = ANY(trade.tags)', { tag: query.tag.toLowerCase() });
    if (query.strategyId)
      builder.andWhere('trade.strategy_id = :strategyId', { strategyId: query.strategyId });
    if (query.outcome === 'win') builder.andWhere('trade.net > 0');
    if (query.outcome === 'loss') builder.andWhere('trade.net < 0');
    if (query.outcome === 'breakeven') builder.andWhere('trade.net = 0');
    const zone = query.timeZone && isIanaTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const opened = '(COALESCE(trade.open_time, trade.close_time) AT TIME ZONE :filterZone)';
    if (query.weekday) {
      builder.andWhere(`EXTRACT(ISODOW FROM ${opened}) = :weekday`, {
        weekday: Number(query.weekday),
        filterZone: zone,
      });
    }
    if (query.hour) {
      builder.andWhere(`EXTRACT(HOUR FROM ${opened}) = :hour`, {
        hour: Number(query.hour),
        filterZone: zone,
      });
    }
    if (query.session) builder.andWhere(`(${sessionSql()}) = :session`, { session: query.session });
    return builder;
  }

  async list(userId: string, query: TradeFiltersQuery): Promise<TradePage> {
    const sort = SORT_SQL[query.sort ?? 'closeTime'];
    const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
    const page = this.filtered(userId, query)
      .addSelect(`(${sort.expression})::text`, 'sort_value')
      .orderBy(sort.expression, direction)
      .addOrderBy('trade.id', direction)
      .limit(query.pageSize + 1);
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      page.andWhere(
        `(${sort.expression}, trade.id) ${direction === 'DESC' ? '<' : '>'} (CAST(:cursorValue AS ${sort.cast}), CAST(:cursorId AS uuid))`,
        { cursorValue: cursor.value, cursorId: cursor.id },
      );
    }
    // The page and the totals over every matching trade at once (two pool connections, one wait).
    const [{ entities, raw }, totals] = await Promise.all([
      page.getRawAndEntities<{ sort_value: string }>(),
      this.totals(userId, query),
    ]);
    const more = entities.length > query.pageSize;
    const items = entities.slice(0, query.pageSize);
    const last = items.at(-1);
    return {
      items: items.map(toTrade),
      nextCursor:
        more && last ? encodeCursor({ value: raw[items.length - 1]?.sort_value ?? '', id: last.id }) : null,
      totals,
    };
  }

  /**
   * The totals over every trade the filters match (a cursor does not narrow them). Without filters they are the
   * user's kept totals (one row, journal.trade_totals, none before the first trade) instead of an aggregate over
   * every trade of the user.
   */
  private async totals(userId: string, query: TradeFiltersQuery): Promise<TradeTotals> {
    const row = TRADE_FILTER_FIELDS.some((field) => query[field])
      ? await this.filtered(userId, query)
          .select('COUNT(*)::int', 'count')
          .addSelect('COUNT(*) FILTER (WHERE trade.net > 0)::int', 'wins')
          .addSelect('COUNT(*) FILTER (WHERE trade.net < 0)::int', 'losses')
          .addSelect('COUNT(*) FILTER (WHERE trade.net = 0)::int', 'breakevens')
          .addSelect('COALESCE(SUM(trade.net), 0)::text', 'net')
          .addSelect('COALESCE(SUM(trade.commission), 0)::text', 'commission')
          .addSelect('COALESCE(SUM(trade.swap), 0)::text', 'swap')
          .addSelect('COALESCE(SUM(trade.pips), 0)::text', 'pips')
          .getRawOne<Record<string, string | number>>()
      : ((
          await this.dataSource.query(
            `SELECT count, wins, losses, breakevens, net::text, commission::text, swap::text, pips::text
             FROM journal.trade_totals WHERE user_id = $1`,
            [userId],
          )
        )[0] as Record<string, string | number> | undefined);
    const exact = (value: unknown) => new Decimal(String(value ?? 0)).toFixed();
    return {
      count: Number(row?.count ?? 0),
      wins: Number(row?.wins ?? 0),
      losses: Number(row?.losses ?? 0),
      breakevens: Number(row?.breakevens ?? 0),
      net: exact(row?.net),
      commission: exact(row?.commission),
      swap: exact(row?.swap),
      pips: exact(row?.pips),
    };
  }

  /** Every trade the filters match, oldest first, for the CSV export (at most 100 000). */
  async all(userId: string, query: TradeFiltersQuery): Promise<TradeEntity[]> {
    return this.filtered(userId, query)
      .orderBy('trade.close_time', 'ASC')
      .addOrderBy('trade.id')
      .limit(100_000)
      .getMany();
  }

  /** Net result and trade count per calendar day in `timeZone`, for the P&L calendar. */
  async calendar(userId: string, query: CalendarQuery, timeZone: string): Promise<DailyResult[]> {
    const builder = this.dataSource
      .getRepository(TradeEntity)
      .createQueryBuilder('trade')
      .select("to_char((trade.close_time AT TIME ZONE :tz)::date, 'YYYY-MM-DD')", 'date')
      .addSelect('SUM(trade.net)::text', 'net')
      .addSelect('COUNT(*)::int', 'trades')
      .where('trade.user_id = :userId', { userId, tz: timeZone })
      .andWhere(
        '(trade.close_time AT TIME ZONE :tz)::date BETWEEN CAST(:from AS date) AND CAST(:to AS date)',
        {
          from: query.from,
          to: query.to,
        },
      )
      .groupBy('1')
      .orderBy('1');
    if (query.accountId) builder.andWhere('trade.account_id = :accountId', { accountId: query.accountId });
    const rows = await builder.getRawMany<{ date: string; net: string; trades: number }>();
    return rows.map((row) => ({ date: row.date, net: new Decimal(row.net).toFixed(), trades: row.trades }));
  }
}
