import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'reflections' })
export class ReflectionEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The user's local day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ name: 'mood_before', type: 'smallint', nullable: true })
  moodBefore: number | null;

  @Column({ name: 'mood_after', type: 'smallint', nullable: true })
  moodAfter: number | null;

  @Column({ name: 'sleep_hours', type: 'numeric', nullable: true })
  sleepHours: string | null;

  @Column({ type: 'smallint', nullable: true })
  stress: number | null;

  @Column({ name: 'followed_plan', type: 'boolean', nullable: true })
  followedPlan: boolean | null;

  @Column({ name: 'went_well', type: 'text', default: '' })
  wentWell: string;

  @Column({ name: 'went_wrong', type: 'text', default: '' })
  wentWrong: string;

  @Column({ type: 'text', default: '' })
  lesson: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
