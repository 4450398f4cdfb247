import type { MissionKind } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Metric } from '../activity/metrics';

@Entity({ name: 'missions' })
export class MissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: MissionKind;

  /** The catalog entry of a platform or time-limited mission; null for the learner's own. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  code: string | null;

  /** The day (daily) or the Monday (weekly) a time-limited mission belongs to; '' otherwise. */
  @Column({ name: 'period_key', type: 'varchar', length: 20, default: '' })
  periodKey: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  @Column({ type: 'text', nullable: true })
  metric: Metric | null;

  @Column({ type: 'integer', nullable: true })
  target: number | null;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  link: string | null;

  @Column({ name: 'xp_reward', type: 'integer' })
  xpReward: number;

  /** XP the mission holds now (its award while completed and paid). */
  @Column({ name: 'xp_awarded', type: 'integer', default: 0 })
  xpAwarded: number;

  /** How many times its completion was paid: numbers each award and its reversal in the ledger. */
  @Column({ type: 'integer', default: 0 })
  awards: number;

  @Column({ name: 'is_complete', type: 'boolean', default: false })
  isComplete: boolean;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
