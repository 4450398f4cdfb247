import type {
  StrategyRule,
  StrategySession,
  StrategyStatus,
  StrategyStyle,
  TimeFrame,
} from '@pipcrafters/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'strategies' })
export class StrategyEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', array: true })
  instruments: string[];

  @Column({ name: 'time_frames', type: 'text', array: true })
  timeFrames: TimeFrame[];

  @Column({ type: 'text', array: true })
  sessions: StrategySession[];

  @Column({ type: 'text' })
  style: StrategyStyle;

  @Column({ name: 'entry_rules', type: 'jsonb' })
  entryRules: StrategyRule[];

  @Column({ name: 'exit_rules', type: 'jsonb' })
  exitRules: StrategyRule[];

  @Column({ type: 'jsonb' })
  checklist: StrategyRule[];

  @Column({ name: 'max_risk_percent', type: 'numeric', nullable: true })
  maxRiskPercent: string | null;

  @Column({ name: 'max_daily_loss_percent', type: 'numeric', nullable: true })
  maxDailyLossPercent: string | null;

  @Column({ name: 'min_reward_risk', type: 'numeric', nullable: true })
  minRewardRisk: string | null;

  @Column({ name: 'max_open_trades', type: 'integer', nullable: true })
  maxOpenTrades: number | null;

  @Column({ type: 'text' })
  status: StrategyStatus;

  @Column({ type: 'text', array: true })
  tags: string[];

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'template_id', type: 'varchar', length: 60, nullable: true })
  templateId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
