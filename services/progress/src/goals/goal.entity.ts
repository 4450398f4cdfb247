import type { GoalKind, GoalMetric, GoalStatus } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'goals' })
export class GoalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: GoalKind;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'text', nullable: true })
  metric: GoalMetric | null;

  @Column({ name: 'module_id', type: 'varchar', length: 200, nullable: true })
  moduleId: string | null;

  @Column({ type: 'integer' })
  target: number;

  /** What the user reported (self-reported goals), or the module's lessons already done when the goal was set. */
  @Column({ type: 'integer', default: 0 })
  reported: number;

  @Column({ type: 'date', nullable: true })
  deadline: string | null;

  @Column({ type: 'text', default: 'active' })
  status: GoalStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
