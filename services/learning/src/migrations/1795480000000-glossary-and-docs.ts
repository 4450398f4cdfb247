import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Glossary terms say their English equivalent and the lesson that teaches them; the documentation pages. */
export class GlossaryAndDocs1795480000000 implements MigrationInterface {
  name = 'GlossaryAndDocs1795480000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE learning.glossary_terms ADD COLUMN english varchar(120)');
    await runner.query('ALTER TABLE learning.glossary_terms ADD COLUMN lesson_id varchar(80)');
    await runner.query(`
      ALTER TABLE learning.glossary_terms ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('learning.es', term), 'A') ||
        setweight(to_tsvector('simple', coalesce(english, '')), 'A') ||
        setweight(to_tsvector('learning.es', definition), 'C')
      ) STORED
    `);
    await runner.query(
      'CREATE INDEX glossary_terms_search_idx ON learning.glossary_terms USING gin (search)',
    );
    await runner.query(`
      CREATE TABLE learning.docs (
        id varchar(80) PRIMARY KEY,
        position integer NOT NULL,
        title varchar(200) NOT NULL,
        summary varchar(500) NOT NULL,
        html text NOT NULL,
        plain_text text NOT NULL,
        content_hash char(64) NOT NULL,
        archived_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE learning.docs');
    await runner.query('DROP INDEX learning.glossary_terms_search_idx');
    await runner.query('ALTER TABLE learning.glossary_terms DROP COLUMN search');
    await runner.query('ALTER TABLE learning.glossary_terms DROP COLUMN lesson_id');
    await runner.query('ALTER TABLE learning.glossary_terms DROP COLUMN english');
  }
}
