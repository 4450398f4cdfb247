import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LearningPassage, PassageSearchResponse } from '@pipcrafters/contracts';
import { DataSource } from 'typeorm';
import { GlossaryTermEntity, LessonEntity } from '../course/course.entities';
import { CourseService } from '../course/course.service';
import { passageRelations } from './passage-sync';

/** ts_rank_cd's weights for D, C, B (a passage's text) and A (its heading). */
const WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Added to a matching word's rank (before it is multiplied by the word's idf) when the lesson's title has it too. */
const TITLE_BONUS = 0.3;
/** Added likewise to a glossary term the question is about: asked "¿qué es el margen libre?", its definition first. */
const NAMED_TERM_BONUS = 1;
/** At most this many passages of one lesson, so that an answer can cite several lessons. */
const PER_LESSON = 2;
/** A stem this long also matches longer ones ("apalanc" finds "apalancado"); shorter ones ("si") only themselves. */
const PREFIX_MIN_LENGTH = 4;
/** A word of the question no passage has is also read as the passage word closest to it, if this similar (0–1). */
const TYPO_SIMILARITY = 0.5;
const TYPO_MIN_LENGTH = 5;

interface PassageRow {
  kind: LearningPassage['kind'];
  lesson_id: string;
  heading: string | null;
  text: string;
  score: number;
}

/**
 * Retrieval for the assistant: the passages of the live course that best answer a question in natural language.
 * Any word may match (its stem, through the `learning.es` configuration: Spanish stop words dropped, accents
 * ignored; a misspelt word also as the closest word of the course), each weighed by how rare it is in the passages
 * (idf) so that "apalancamiento" counts for more than "precio"; ranked with ts_rank_cd (heading over text), plus a
 * bonus when the lesson's title has the word and another when the question names a glossary term whole. Every
 * lesson is searched, as in the lesson search: locked modules are course content anyone signed in may read.
 */
@Injectable()
export class PassagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
  ) {}

  async find(query: string, limit: number): Promise<PassageSearchResponse> {
    const { passages, words } = passageRelations(this.dataSource.manager);
    const lessons = this.dataSource.getRepository(LessonEntity).metadata.tablePath;
    const glossary = this.dataSource.getRepository(GlossaryTermEntity).metadata.tablePath;
    const rows: PassageRow[] = await this.dataSource.query(
      `WITH typed AS (
         SELECT DISTINCT word
         FROM regexp_split_to_table(public.unaccent(lower($1)), '[^[:alnum:]]+') word
         WHERE length(word) >= ${TYPO_MIN_LENGTH}
       ), corrections AS (
         SELECT (SELECT known.word FROM ${words} known
                 WHERE known.word OPERATOR(public.%) typed.word
                   AND public.similarity(known.word, typed.word) >= ${TYPO_SIMILARITY}
                 ORDER BY known.word OPERATOR(public.<->) typed.word
                 LIMIT 1) AS word
         FROM typed
         WHERE NOT EXISTS (SELECT 1 FROM ${words} known WHERE known.word = typed.word)
       ), question AS MATERIALIZED (
         SELECT lexeme
         FROM unnest(to_tsvector('learning.es', concat_ws(' ', $1::text, (SELECT string_agg(word, ' ') FROM corrections))))
       ), terms AS MATERIALIZED (
         -- Each lexeme of the question a query of its own, weighed by its rarity in the passages (idf).
         SELECT term.q,
                greatest(ln((SELECT count(*) FROM ${passages})::float8
                            / (1 + (SELECT count(*) FROM ${passages} passage WHERE passage.search @@ term.q))), 0) AS idf
         FROM (
           SELECT ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''''
                   || CASE WHEN length(lexeme) >= ${PREFIX_MIN_LENGTH} THEN ':*' ELSE '' END)::tsquery AS q
           FROM question
         ) term
       ), named_terms AS MATERIALIZED (
         -- Glossary terms the question is about: named whole, in Spanish or in English, and half its lexemes or more
         -- (a term it merely mentions among other words does not count).
         SELECT glossary_term.id
         FROM ${glossary} glossary_term, (SELECT array_agg(lexeme) AS lexemes FROM question) asked
         WHERE glossary_term.archived_at IS NULL
           AND EXISTS (SELECT 1 FROM (VALUES (term_lexemes), (english_lexemes)) AS name (lexemes)
                       WHERE cardinality(name.lexemes) > 0 AND name.lexemes <@ asked.lexemes
                         AND 2 * cardinality(name.lexemes) >= cardinality(asked.lexemes))
       ), live_lessons AS MATERIALIZED (
         SELECT id, to_tsvector('learning.es', title) AS title FROM ${lessons} WHERE archived_at IS NULL
       ), scored AS (
         SELECT passage.id, passage.lesson_id, passage.position,
                sum(term.idf * (ts_rank_cd('${WEIGHTS}', passage.search, term.q, 32)
                                + CASE WHEN lesson.title @@ term.q THEN ${TITLE_BONUS} ELSE 0 END
                                + CASE WHEN passage.glossary_term_id IN (SELECT id FROM named_terms) THEN ${NAMED_TERM_BONUS} ELSE 0 END)) AS score
         FROM ${passages} passage
         JOIN terms term ON passage.search @@ term.q
         JOIN live_lessons lesson ON lesson.id = passage.lesson_id
         LEFT JOIN ${glossary} glossary_term ON glossary_term.id = passage.glossary_term_id
         WHERE glossary_term.archived_at IS NULL
         GROUP BY passage.id
       ), ranked AS (
         SELECT scored.*, row_number() OVER (PARTITION BY lesson_id ORDER BY score DESC, position) AS nth
         FROM scored
       )
       SELECT passage.kind, passage.lesson_id, passage.heading, passage.text, ranked.score::float8 AS score
       FROM ranked JOIN ${passages} passage ON passage.id = ranked.id
       WHERE ranked.nth <= ${PER_LESSON}
       ORDER BY ranked.score DESC, passage.lesson_id, passage.position
       LIMIT $2`,
      [query, limit],
    );
    const catalog = this.course.catalog;
    return {
      query,
      passages: rows.flatMap((row) => {
        const lesson = catalog.lesson(row.lesson_id);
        const module = lesson && catalog.module(lesson.moduleId);
        if (!lesson || !module) return [];
        return [
          {
            lessonId: lesson.id,
            lessonTitle: lesson.title,
            moduleId: module.id,
            moduleTitle: module.title,
            heading: row.heading,
            text: row.text,
            kind: row.kind,
            score: Math.round(row.score * 1000) / 1000,
          },
        ];
      }),
    };
  }
}
