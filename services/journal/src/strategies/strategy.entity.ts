import type {
  StrategyRisk,
  StrategyRule,
  StrategyRuleKind,
  StrategySession,
  StrategyStatus,
} from '@pipcrafters/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The journal's copy of one strategy, as the strategies service's last event described it. */
@Entity({ name: 'strategies' })
export class StrategyEntity {
  /** The strategies service's id. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  status: StrategyStatus;

  /** The version the copy is of: an event with a lower one never replaces it. */
  @Column({ type: 'int' })
  version: number;

  /** Deleted in the strategies service: kept, by name, for the trades assigned to it. */
  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  /** Entry and exit rules: what a trade follows or breaks. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  rules: (StrategyRule & { kind: StrategyRuleKind })[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  checklist: StrategyRule[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  risk: Partial<StrategyRisk>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sessions: StrategySession[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  instruments: string[];

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
