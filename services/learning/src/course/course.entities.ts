import type { CandleChart, ModuleLevel, QuestionKind } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A module of the course as loaded from content/ (archived, never deleted, when its file goes). */
@Entity({ name: 'modules' })
export class ModuleEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  level: ModuleLevel;

  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ name: 'description_html', type: 'text' })
  descriptionHtml: string;

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

@Entity({ name: 'lessons' })
export class LessonEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ name: 'module_id', type: 'varchar', length: 80 })
  moduleId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ name: 'plain_text', type: 'text' })
  plainText: string;

  @Column({ name: 'reading_minutes', type: 'integer' })
  readingMinutes: number;

  @Column({ name: 'glossary_ids', type: 'text', array: true, default: () => "'{}'" })
  glossaryIds: string[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  charts: Record<string, CandleChart>;

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
  feedback: string | null;
}

@Entity({ name: 'questions' })
export class QuestionEntity {
  @PrimaryColumn({ type: 'varchar', length: 170 })
  id: string;

  @Column({ name: 'lesson_id', type: 'varchar', length: 80 })
  lessonId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 10 })
  kind: QuestionKind;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text' })
  explanation: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  options: StoredOption[];

  /** numeric columns arrive as strings from pg: read them with Number() (answers are small decimals). */
  @Column({ type: 'numeric', nullable: true })
  answer: string | null;

  @Column({ type: 'numeric', default: 0 })
  tolerance: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  unit: string | null;

  @Column({ type: 'boolean', default: false })
  placement: boolean;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}

@Entity({ name: 'glossary_terms' })
export class GlossaryTermEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  term: string;

  @Column({ type: 'text' })
  definition: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  english: string | null;

  /** The lesson that teaches the term. */
  @Column({ name: 'lesson_id', type: 'varchar', length: 80, nullable: true })
  lessonId: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}

/** A page of /documentation, loaded from content/docs like the lessons. */
@Entity({ name: 'docs' })
export class DocEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ name: 'plain_text', type: 'text' })
  plainText: string;

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
