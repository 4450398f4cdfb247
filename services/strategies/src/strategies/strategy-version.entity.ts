import type { StrategyVersion } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One kept version of a strategy: how it was from `createdAt`, and what changed against the one before. */
@Entity({ name: 'strategy_versions' })
export class StrategyVersionEntity {
  @PrimaryColumn({ name: 'strategy_id', type: 'uuid' })
  strategyId: string;

  @PrimaryColumn({ type: 'integer' })
  version: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', array: true })
  changes: string[];

  @Column({ type: 'jsonb' })
  snapshot: StrategyVersion['strategy'];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
