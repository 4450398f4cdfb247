import type { BreathingTechniqueId, CheckInFactor, ReadinessLevel } from '@pipcrafters/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** numeric columns come back from PostgreSQL as text; sleep hours are halves, exact either way. */
const numericAsNumber = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A pre-session check-in: the answers, and the readiness and advice they gave when it was recorded. */
@Entity({ name: 'mind_check_ins' })
export class MindCheckInEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The user's local day. */
  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'sleep_hours', type: 'numeric', precision: 3, scale: 1, transformer: numericAsNumber })
  sleepHours: number;

  @Column({ type: 'smallint' })
  stress: number;

  @Column({ type: 'smallint' })
  mood: number;

  @Column({ type: 'smallint' })
  focus: number;

  @Column({ type: 'smallint' })
  pressure: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'smallint' })
  readiness: number;

  @Column({ type: 'varchar', length: 6 })
  level: ReadinessLevel;

  @Column({ name: 'weakest_factor', type: 'varchar', length: 10, nullable: true })
  weakestFactor: CheckInFactor | null;

  @Column({ type: 'text' })
  advice: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'mind_breathing_sessions' })
export class BreathingSessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  technique: BreathingTechniqueId;

  @Column({ type: 'smallint' })
  cycles: number;

  @Column({ name: 'duration_seconds', type: 'integer' })
  durationSeconds: number;

  @Column({ type: 'date' })
  date: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'mind_focus_drills' })
export class FocusDrillEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'duration_seconds', type: 'integer' })
  durationSeconds: number;

  @Column({ type: 'smallint' })
  targets: number;

  @Column({ type: 'smallint' })
  hits: number;

  @Column({ name: 'false_alarms', type: 'smallint' })
  falseAlarms: number;

  @Column({ type: 'smallint' })
  distractors: number;

  @Column({ name: 'mean_reaction_ms', type: 'integer', nullable: true })
  meanReactionMs: number | null;

  /** Computed on the server (focus-score.ts). */
  @Column({ type: 'smallint' })
  score: number;

  @Column({ type: 'date' })
  date: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One step of the pre-market routine a trader builds. */
@Entity({ name: 'mind_routine_items' })
export class RoutineItemEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 120 })
  text: string;

  @Column({ type: 'smallint' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The routine's ticks on one local day; `completedAt` is the first time every item was ticked that day. */
@Entity({ name: 'mind_routine_days' })
export class RoutineDayEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ name: 'checked_ids', type: 'uuid', array: true, default: () => "'{}'" })
  checkedIds: string[];

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

@Entity({ name: 'mind_settings' })
export class MindSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Whether MindCrafter may read the journal for the tilt meter. */
  @Column({ name: 'tilt_consent', type: 'boolean', default: false })
  tiltConsent: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

export const MIND_ENTITIES = [
  MindCheckInEntity,
  BreathingSessionEntity,
  FocusDrillEntity,
  RoutineItemEntity,
  RoutineDayEntity,
  MindSettingsEntity,
];
