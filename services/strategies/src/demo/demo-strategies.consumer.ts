import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_STRATEGIES, type DemoStrategy, type DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { stableUuid } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { StrategiesMessages } from '../messages';
import { StrategiesService } from '../strategies/strategies.service';
import { StrategyEntity } from '../strategies/strategy.entity';
import { applyInput, BLANK_FIELDS, NO_RISK_LIMITS, type StrategyFields } from '../strategies/strategy-model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo strategy's fields, its rules with the ids the journal's demo derives too (demo-strategies.ts). */
export function demoFields(userId: string, demo: DemoStrategy): StrategyFields {
  const { entryRules, exitRules, checklist, risk, ...rest } = demo.strategy;
  const rules = (kind: 'entry' | 'exit' | 'checklist', texts: string[]) =>
    texts.map((text, index) => ({
      id: stableUuid('demo-rule', userId, demo.key, kind, String(index)),
      text,
    }));
  const fields = applyInput(BLANK_FIELDS, { ...rest, risk: { ...NO_RISK_LIMITS, ...risk } });
  return {
    ...fields,
    entryRules: rules('entry', entryRules),
    exitRules: rules('exit', exitRules),
    checklist: rules('checklist', checklist),
  };
}

/**
 * How the first demo strategy was before its last edit, so the version history shows one: without the trend filter
 * (its third entry rule), risking 2 % a trade, still being tested.
 */
function earlierFields(current: StrategyFields): StrategyFields {
  return {
    ...current,
    description: StrategiesMessages.demo.earlierDescription,
    entryRules: current.entryRules.slice(0, 2),
    risk: { ...current.risk, maxRiskPercent: '2' },
    status: 'en-prueba',
  };
}

/**
 * The demo trader's strategies (DEMO_STRATEGIES) with their stable ids, written as if made months ago, each one
 * published to the journal. Idempotent: the event is claimed, and a strategy whose id exists is left alone.
 */
@Injectable()
export class DemoStrategiesConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoStrategiesConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly strategies: StrategiesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    if (event.payload.account !== 'trader') return;
    const { userId } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'strategies', event))) return;
      const now = Date.now();
      let seeded = 0;
      for (const [index, demo] of DEMO_STRATEGIES.entries()) {
        const id = stableUuid('demo-strategy', userId, demo.key);
        if (await manager.getRepository(StrategyEntity).existsBy({ id })) continue;
        const current = demoFields(userId, demo);
        const createdAt = new Date(now - (130 - index * 30) * DAY_MS);
        if (index === 0) {
          await this.withEarlierVersion(
            manager,
            userId,
            id,
            current,
            createdAt,
            new Date(now - 100 * DAY_MS),
          );
        } else {
          await this.strategies.insert(manager, userId, current, null, { id, at: createdAt });
        }
        seeded += 1;
      }
      this.logger.log(`Estrategias de demostración creadas para ${userId}: ${seeded}`);
    });
  }

  private async withEarlierVersion(
    manager: EntityManager,
    userId: string,
    id: string,
    current: StrategyFields,
    createdAt: Date,
    editedAt: Date,
  ): Promise<void> {
    const first = await this.strategies.insert(manager, userId, earlierFields(current), null, {
      id,
      at: createdAt,
    });
    await this.strategies.edit(manager, first, current, editedAt);
  }
}
