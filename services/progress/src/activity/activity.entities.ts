import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What feeds missions, badges and goals. The community's (`post`, `comment`, `helpful`) count for their own
 * missions and badges but are not a day's work for the streak (STREAK_KINDS).
 */
export type ActivityKind =
  | 'lesson'
  | 'quiz'
  | 'module'
  | 'placement'
  | 'review'
  | 'journal'
  | 'reflection'
  | 'post'
  | 'comment'
  | 'helpful'
  /** A MindCrafter exercise; its ref is `<exercise>:<local date>`, so one kind counts once a day. */
  | 'mind';

/**
 * What makes a day count for the streak (and `active-days`): studying, keeping the journal and training the mind
 * (MindCrafter). Posting and commenting do not: a one-word comment would keep a streak that is meant to measure
 * practice.
 */
export const STREAK_KINDS: readonly ActivityKind[] = [
  'lesson',
  'quiz',
  'review',
  'journal',
  'reflection',
  'mind',
];

/** One thing a learner did, on the calendar day it was in their time zone then (kept if the zone changes later). */
@Entity({ name: 'activities' })
export class ActivityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: ActivityKind;

  /**
   * The lesson, module or question it was about; for the community, the post (a post, or a comment on it) or the
   * comment found helpful, so counts of distinct refs never pay twice for the same thing.
   */
  @Column({ type: 'varchar', length: 200 })
  ref: string;

  @Column({ name: 'module_id', type: 'varchar', length: 200, nullable: true })
  moduleId: string | null;

  /** A quiz passed with 100 %. */
  @Column({ type: 'boolean', default: false })
  perfect: boolean;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'local_date', type: 'date' })
  localDate: string;

  /** The domain event it came from: unique, so a redelivered event is counted once. */
  @Column({ name: 'source_event_id', type: 'uuid' })
  sourceEventId: string;
}

/** progress's own record of a user: the time zone days are counted in (identity's preference, replicated). */
@Entity({ name: 'learners' })
export class LearnerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** Days the streak is paused on purpose (holidays): they neither add to it nor break it. */
@Entity({ name: 'rest_periods' })
export class RestPeriodEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
