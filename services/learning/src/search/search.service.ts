import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LessonSearchResponse } from '@pipcrafters/contracts';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { GlossaryTermEntity, LessonEntity } from '../course/course.entities';
import { CourseService } from '../course/course.service';
import { MATCH_END, MATCH_START, splitSnippet } from './snippet';

/** At most this many results; the curriculum is a few hundred lessons, a search is a way in, not a listing. */
const RESULT_LIMIT = 12;
const TERM_LIMIT = 8;
/** Answers kept per query: a few KB each, so at most ~2 MB; the most asked stay. */
const CACHED_QUERIES = 300;
const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Spanish full-text search over the live lessons: the `learning.es` configuration stems Spanish words and ignores
 * accents ("tecnico" finds "técnico"); title weighs more than summary, summary more than body.
 *
 * An answer depends on the query and the course only, and the course is read once at start and never changes while
 * the process runs (content/ is synced at start), so each query's answer is kept (the ranking and ts_headline cost
 * PostgreSQL about 6 ms a search); two people asking the same thing at once share one statement.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
  ) {}

  private readonly answers = new LRUCache<string, Promise<LessonSearchResponse>>({ max: CACHED_QUERIES });

  search(query: string): Promise<LessonSearchResponse> {
    const kept = this.answers.get(query);
    if (kept) return kept;
    const answer = this.read(query);
    this.answers.set(query, answer);
    // A failed read is not kept: the next search asks again.
    answer.catch(() => this.answers.delete(query));
    return answer;
  }

  private async read(query: string): Promise<LessonSearchResponse> {
    const table = this.dataSource.getRepository(LessonEntity).metadata.tablePath;
    // Ranked and cut first, so ts_headline (the costly part) runs on the results only.
    const glossaryTable = this.dataSource.getRepository(GlossaryTermEntity).metadata.tablePath;
    const lessonHits: Promise<{ id: string; headline: string }[]> = this.dataSource.query(
      `SELECT hit.id, ts_headline('learning.es', hit.plain_text, hit.q, $2) AS headline
       FROM (
         SELECT lesson.id, lesson.plain_text, q, ts_rank(lesson.search, q) AS rank
         FROM ${table} lesson, websearch_to_tsquery('learning.es', $1) q
         WHERE lesson.archived_at IS NULL AND lesson.search @@ q
         ORDER BY rank DESC, lesson.id
         LIMIT ${RESULT_LIMIT}
       ) hit
       ORDER BY hit.rank DESC, hit.id`,
      [query, HEADLINE_OPTIONS],
    );
    // A term matches by its words (stemmed, accents ignored) or as a piece of its name, so "apalanc" or "RSI" find it.
    const termHits: Promise<{ id: string }[]> = this.dataSource.query(
      `SELECT term.id
       FROM ${glossaryTable} term, websearch_to_tsquery('learning.es', $1) q,
            public.unaccent(lower($1)) needle
       WHERE term.archived_at IS NULL
         AND (term.search @@ q
              OR position(needle IN public.unaccent(lower(term.term))) > 0
              OR position(needle IN public.unaccent(lower(coalesce(term.english, '')))) > 0)
       ORDER BY (public.unaccent(lower(term.term)) = needle) DESC,
                (position(needle IN public.unaccent(lower(term.term))) > 0) DESC,
                ts_rank(term.search, q) DESC, term.term
       LIMIT ${TERM_LIMIT}`,
      [query],
    );
    // Two connections, one round trip of time.
    const [rows, terms] = await Promise.all([lessonHits, termHits]);
    const catalog = this.course.catalog;
    return {
      query,
      terms: catalog.glossary(terms.map((row) => row.id)),
      results: rows.flatMap((row) => {
        const lesson = catalog.lesson(row.id);
        const module = lesson && catalog.module(lesson.moduleId);
        if (!lesson || !module) return [];
        return [
          {
            lessonId: lesson.id,
            title: lesson.title,
            moduleId: module.id,
            moduleTitle: module.title,
            ...splitSnippet(row.headline),
          },
        ];
      }),
    };
  }
}
