import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The course (modules, lessons, questions, glossary: loaded from content/ at start, archived rather than deleted)
 * and each learner's progress in it (lessons, attempts, modules, review cards, placement tests).
 */
export class CreateLearningSchema1795469548191 implements MigrationInterface {
  name = 'CreateLearningSchema1795469548191';

  async up(runner: QueryRunner): Promise<void> {
    // Spanish stemming that ignores accents: "tecnico" finds "técnico". unaccent is a trusted contrib extension.
    // One extension per database, created by other services too: the lock they all take makes the second wait
    // for the first to commit, then find it there.
    await runner.query("SELECT pg_advisory_xact_lock(hashtext('pipcrafters:extensions'))");
    await runner.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    await runner.query('CREATE TEXT SEARCH CONFIGURATION learning.es (COPY = pg_catalog.spanish)');
    await runner.query(
      'ALTER TEXT SEARCH CONFIGURATION learning.es ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem',
    );

    await runner.query(`
      CREATE TABLE learning.modules (
        id varchar(80) PRIMARY KEY,
        position integer NOT NULL,
        title varchar(200) NOT NULL,
        level varchar(20) NOT NULL CHECK (level IN ('Principiante', 'Intermedio', 'Avanzado')),
        summary varchar(500) NOT NULL,
        description_html text NOT NULL,
        content_hash char(64) NOT NULL,
        archived_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(`
      CREATE TABLE learning.lessons (
        id varchar(80) PRIMARY KEY,
        module_id varchar(80) NOT NULL REFERENCES learning.modules (id),
        position integer NOT NULL,
        title varchar(200) NOT NULL,
        summary varchar(500) NOT NULL,
        html text NOT NULL,
        plain_text text NOT NULL,
        reading_minutes integer NOT NULL,
        glossary_ids text[] NOT NULL DEFAULT '{}',
        charts jsonb NOT NULL DEFAULT '{}',
        content_hash char(64) NOT NULL,
        archived_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('learning.es', title), 'A') ||
          setweight(to_tsvector('learning.es', summary), 'B') ||
          setweight(to_tsvector('learning.es', plain_text), 'C')
        ) STORED
      )
    `);
    await runner.query('CREATE INDEX lessons_module_idx ON learning.lessons (module_id, position)');
    await runner.query('CREATE INDEX lessons_search_idx ON learning.lessons USING gin (search)');
    await runner.query(`
      CREATE TABLE learning.questions (
        id varchar(170) PRIMARY KEY,
        lesson_id varchar(80) NOT NULL REFERENCES learning.lessons (id),
        position integer NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('single', 'multiple', 'numeric')),
        prompt text NOT NULL,
        explanation text NOT NULL,
        options jsonb NOT NULL DEFAULT '[]',
        answer numeric,
        tolerance numeric NOT NULL DEFAULT 0,
        unit varchar(40),
        placement boolean NOT NULL DEFAULT false,
        archived_at timestamptz
      )
    `);
    await runner.query('CREATE INDEX questions_lesson_idx ON learning.questions (lesson_id, position)');
    await runner.query(`
      CREATE TABLE learning.glossary_terms (
        id varchar(80) PRIMARY KEY,
        term varchar(120) NOT NULL,
        definition text NOT NULL,
        archived_at timestamptz
      )
    `);

    await runner.query(`
      CREATE TABLE learning.lesson_progress (
        user_id uuid NOT NULL,
        lesson_id varchar(80) NOT NULL REFERENCES learning.lessons (id),
        opened_at timestamptz,
        last_opened_at timestamptz,
        completed_at timestamptz,
        quiz_passed_at timestamptz,
        best_score integer CHECK (best_score BETWEEN 0 AND 100),
        attempts integer NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, lesson_id)
      )
    `);
    await runner.query(
      'CREATE INDEX lesson_progress_recent_idx ON learning.lesson_progress (user_id, last_opened_at DESC)',
    );
    await runner.query(`
      CREATE TABLE learning.quiz_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        lesson_id varchar(80) NOT NULL REFERENCES learning.lessons (id),
        attempt_number integer NOT NULL,
        score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
        correct_count integer NOT NULL,
        question_count integer NOT NULL,
        passed boolean NOT NULL,
        answers jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, lesson_id, attempt_number)
      )
    `);
    await runner.query(`
      CREATE TABLE learning.module_progress (
        user_id uuid NOT NULL,
        module_id varchar(80) NOT NULL REFERENCES learning.modules (id),
        completed_at timestamptz,
        placed_out_at timestamptz,
        PRIMARY KEY (user_id, module_id)
      )
    `);
    await runner.query(`
      CREATE TABLE learning.review_cards (
        user_id uuid NOT NULL,
        question_id varchar(170) NOT NULL REFERENCES learning.questions (id),
        box integer NOT NULL DEFAULT 1 CHECK (box BETWEEN 1 AND 5),
        due_at timestamptz NOT NULL,
        reviews integer NOT NULL DEFAULT 0,
        lapses integer NOT NULL DEFAULT 0,
        last_reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, question_id)
      )
    `);
    await runner.query('CREATE INDEX review_cards_due_idx ON learning.review_cards (user_id, due_at)');
    await runner.query(`
      CREATE TABLE learning.placement_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        results jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX placement_attempts_user_idx ON learning.placement_attempts (user_id)');
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('learning'));
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'processed_events',
      'placement_attempts',
      'review_cards',
      'module_progress',
      'quiz_attempts',
      'lesson_progress',
      'glossary_terms',
      'questions',
      'lessons',
      'modules',
    ]) {
      await runner.query(`DROP TABLE IF EXISTS learning.${table}`);
    }
    await runner.query('DROP TEXT SEARCH CONFIGURATION IF EXISTS learning.es');
  }
}
