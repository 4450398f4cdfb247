import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type JournalStrategy, type StrategyStats } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { JournalMessages } from '../messages';
import { StatsService } from '../stats/stats.service';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { StrategyEntity } from './strategy.entity';
import { findStrategy, toJournalStrategy } from './strategy-replica';

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, JournalMessages.strategies.notFound);

/** The user's strategies as the journal knows them, and each one's figures from the trades assigned to it. */
@Injectable()
export class StrategiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stats: StatsService,
  ) {}

  /** Every strategy of the user, the deleted ones last (flagged: their trades still name them). */
  async list(userId: string): Promise<JournalStrategy[]> {
    const rows = await this.dataSource
      .getRepository(StrategyEntity)
      .find({ where: { userId }, order: { deleted: 'ASC', name: 'ASC', id: 'ASC' } });
    return rows.map(toJournalStrategy);
  }

  /**
   * EdgePilot's summary and equity curve of the strategy's trades (the list's filters apply too), and per entry or
   * exit rule the trades that followed it against those that broke it; kept per version of the user's data, which a
   * change to the strategy's copy raises as well.
   */
  async statsOf(userId: string, id: string, query: TradeFiltersQuery): Promise<StrategyStats> {
    if (!isUUID(id)) throw notFound();
    const filters = Object.assign(new TradeFiltersQuery(), query, { strategyId: id });
    return this.stats.cached('strategy', userId, [filters], async (manager) => {
      const row = await findStrategy(manager, userId, id);
      if (!row) throw notFound();
      const strategy = toJournalStrategy(row);
      const { summary, equity } = await this.stats.summaryIn(manager, userId, filters, true);
      const rules = await this.stats.rulesIn(manager, userId, filters, strategy.rules);
      const versions = await this.stats.groupsIn(manager, userId, filters, 'strategyVersion');
      return { strategy, summary, equity, rules, versions };
    });
  }
}
