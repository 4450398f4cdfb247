import type { QuizAnswer } from '@pipcrafters/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One learner in one lesson: opened, completed, quiz passed, best score. */
@Entity({ name: 'lesson_progress' })
export class LessonProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'lesson_id', type: 'varchar', length: 80 })
  lessonId: string;

  @Column({ name: 'opened_at', type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Column({ name: 'last_opened_at', type: 'timestamptz', nullable: true })
  lastOpenedAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'quiz_passed_at', type: 'timestamptz', nullable: true })
  quizPassedAt: Date | null;

  @Column({ name: 'best_score', type: 'integer', nullable: true })
  bestScore: number | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;
}

/** Every attempt is kept, with what was answered. */
@Entity({ name: 'quiz_attempts' })
export class QuizAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'lesson_id', type: 'varchar', length: 80 })
  lessonId: string;

  @Column({ name: 'attempt_number', type: 'integer' })
  attemptNumber: number;

  @Column({ type: 'integer' })
  score: number;

  @Column({ name: 'correct_count', type: 'integer' })
  correctCount: number;

  @Column({ name: 'question_count', type: 'integer' })
  questionCount: number;

  @Column({ type: 'boolean' })
  passed: boolean;

  @Column({ type: 'jsonb' })
  answers: QuizAnswer[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A module finished by its quizzes, or passed in the placement test. */
@Entity({ name: 'module_progress' })
export class ModuleProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'module_id', type: 'varchar', length: 80 })
  moduleId: string;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'placed_out_at', type: 'timestamptz', nullable: true })
  placedOutAt: Date | null;
}

/** A question in a learner's spaced-repetition queue (Leitner box and when it is due). */
@Entity({ name: 'review_cards' })
export class ReviewCardEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'question_id', type: 'varchar', length: 170 })
  questionId: string;

  @Column({ type: 'integer', default: 1 })
  box: number;

  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'integer', default: 0 })
  reviews: number;

  @Column({ type: 'integer', default: 0 })
  lapses: number;

  @Column({ name: 'last_reviewed_at', type: 'timestamptz', nullable: true })
  lastReviewedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'placement_attempts' })
export class PlacementAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'jsonb' })
  results: { moduleId: string; score: number; passed: boolean }[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
