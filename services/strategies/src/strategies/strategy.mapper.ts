import type { Strategy, StrategyScreenshot } from '@pipcrafters/contracts';
import type { StrategyEntity } from './strategy.entity';
import { fieldsOf, type StrategyFields, type StrategySnapshot } from './strategy-model';

/** The fields of a stored strategy, as the model compares and versions them. */
export function entityFields(row: StrategyEntity): StrategyFields {
  return fieldsOf({
    ...row,
    risk: {
      maxRiskPercent: row.maxRiskPercent,
      maxDailyLossPercent: row.maxDailyLossPercent,
      minRewardRisk: row.minRewardRisk,
      maxOpenTrades: row.maxOpenTrades,
    },
  });
}

/** The columns that hold these fields. */
export function fieldColumns(fields: StrategyFields): Partial<StrategyEntity> {
  const { risk, ...rest } = fields;
  return { ...rest, ...risk };
}

export function snapshotOf(row: StrategyEntity): StrategySnapshot {
  return { id: row.id, ...entityFields(row), templateId: row.templateId };
}

export function toStrategy(row: StrategyEntity, screenshots: StrategyScreenshot[]): Strategy {
  return {
    ...snapshotOf(row),
    screenshots,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
