import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type DomainEvent, isSessionPreparationDue, recentInsightsFrom } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { plainToInstance } from 'class-transformer';
import { isUUID } from 'class-validator';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { StatsQuery } from './dto/stats.dto';
import { StatsService } from './stats.service';

/**
 * The queries a session's first pages send, as the validation pipe turns them into objects (its defaults
 * included), so the figures computed here are filed under the very keys the API looks up: the dashboard's
 * performance card (`GET /api/journal/stats`), the recommendations' insights over 90 days, and EdgePilot's
 * default insights (all history, in the user's zone) when the zone is known.
 */
export function sessionQueries(
  timeZone: string | null,
  now = Date.now(),
): { stats: StatsQuery; insights: TradeFiltersQuery[] } {
  const insights = [plainToInstance(TradeFiltersQuery, { from: recentInsightsFrom(now) })];
  if (timeZone) insights.push(plainToInstance(TradeFiltersQuery, { timeZone }));
  return { stats: plainToInstance(StatsQuery, {}), insights };
}

/**
 * Computes a signed-in user's first figures (`identity.session.started`) while the browser loads the dashboard, so
 * its reads answer from the figures kept per data version. A user with no journal data (no version row: never an
 * account, a trade or a reflection) has nothing worth computing ahead and is skipped; the cache makes a repeated
 * event one indexed read per figure.
 */
@Injectable()
export class SessionFiguresConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly stats: StatsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.session.started', (event) => this.prepare(event));
  }

  private async prepare(event: DomainEvent<'identity.session.started'>): Promise<void> {
    const { userId, timeZone } = event.payload;
    if (!isUUID(userId) || !isSessionPreparationDue(event)) return;
    if ((await this.stats.dataVersion(userId)) === undefined) return;
    const queries = sessionQueries(timeZone);
    await this.stats.stats(userId, queries.stats, queries.stats.groupBy);
    for (const query of queries.insights) await this.stats.insights(userId, query);
  }
}
