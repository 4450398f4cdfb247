import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passages: each lesson cut at its headings and callouts, and each glossary term, as plain text with a weighted
 * tsvector, for the assistant's retrieval (`GET /api/learning/passages`). Written by the content loader. Their
 * words, with a trigram index, let a misspelt word of a question find the word it meant ("apalancamineto").
 */
export class Passages1796300000000 implements MigrationInterface {
  name = 'Passages1796300000000';

  async up(runner: QueryRunner): Promise<void> {
    // pg_trgm is a trusted contrib extension, one per database: the lock every service takes to create one (see the
    // first migration) makes a second creator wait for the first to commit, then find it there.
    await runner.query("SELECT pg_advisory_xact_lock(hashtext('pipcrafters:extensions'))");
    await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await runner.query(`
      CREATE TABLE learning.passages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind varchar(10) NOT NULL CHECK (kind IN ('lesson', 'glossary')),
        lesson_id varchar(80) NOT NULL REFERENCES learning.lessons (id),
        module_id varchar(80) NOT NULL REFERENCES learning.modules (id),
        glossary_term_id varchar(80) REFERENCES learning.glossary_terms (id),
        position integer NOT NULL,
        heading text,
        text text NOT NULL,
        source_hash char(64) NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('learning.es', coalesce(heading, '')), 'A') ||
          setweight(to_tsvector('learning.es', text), 'B')
        ) STORED,
        CHECK ((kind = 'glossary') = (glossary_term_id IS NOT NULL))
      )
    `);
    await runner.query('CREATE INDEX passages_search_idx ON learning.passages USING gin (search)');
    await runner.query('CREATE INDEX passages_lesson_idx ON learning.passages (lesson_id, position)');
    await runner.query(
      'CREATE INDEX passages_glossary_term_idx ON learning.passages (glossary_term_id) WHERE glossary_term_id IS NOT NULL',
    );
    // What a glossary term's name comes to as lexemes, to see at once whether a question names it whole.
    await runner.query(`
      ALTER TABLE learning.glossary_terms
        ADD COLUMN term_lexemes text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('learning.es', term))) STORED,
        ADD COLUMN english_lexemes text[]
          GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('learning.es', coalesce(english, '')))) STORED
    `);
    // Lower-case and unaccented, as a question is compared with them; refreshed by the loader when passages change.
    await runner.query(`
      CREATE MATERIALIZED VIEW learning.passage_words AS
        SELECT DISTINCT word
        FROM learning.passages passage,
             regexp_split_to_table(public.unaccent(lower(coalesce(passage.heading, '') || ' ' || passage.text)), '[^[:alnum:]]+') word
        WHERE length(word) >= 4
    `);
    await runner.query('CREATE UNIQUE INDEX passage_words_word_idx ON learning.passage_words (word)');
    await runner.query(
      'CREATE INDEX passage_words_trigram_idx ON learning.passage_words USING gin (word public.gin_trgm_ops)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP MATERIALIZED VIEW learning.passage_words');
    await runner.query(
      'ALTER TABLE learning.glossary_terms DROP COLUMN term_lexemes, DROP COLUMN english_lexemes',
    );
    await runner.query('DROP TABLE learning.passages');
    // Other services may come to use pg_trgm: the extension stays.
  }
}
