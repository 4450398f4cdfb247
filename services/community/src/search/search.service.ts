import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CommunityCategory, type CommunitySearchHit, categoryName } from '@pipcrafters/contracts';
import { DataSource } from 'typeorm';
import { SEARCH_CONFIG, T } from '../database/community-schema';
import { AUTHOR_COLUMNS, type AuthorColumns, authorOf } from '../members/author';
import { plainSnippet } from './snippet';

interface HitRow extends AuthorColumns {
  post_id: string;
  comment_id: string | null;
  title: string;
  category: CommunityCategory;
  created_at: Date;
  comments_count: number;
  headline: string;
}

/**
 * The newest matches of posts, and of comments, that are ranked: a word found in most of a million posts is
 * ranked among its most recent thousand matches instead of all of them (a search stays fast whatever it asks).
 */
const CANDIDATES = 1000;

/** Marks around the matched words in ts_headline's output; the same characters in the text are quoted instead. */
const HEADLINE_OPTIONS =
  'StartSel=«, StopSel=», MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Spanish full-text search over visible posts (title first, then body) and visible comments of visible posts,
 * ranked, with accents ignored (`community.es`: unaccent, then the Spanish stemmer). Posts and comments are searched
 * on their own (the newest `CANDIDATES` matches of each, ranked); only the hits shown get a headline.
 */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: string, limit: number): Promise<CommunitySearchHit[]> {
    // The query is written out in each WHERE (not taken from a CTE) so the planner sees its words and picks, per
    // word, the GIN index (rare words) or the newest posts first (words nearly every post has).
    const tsquery = `websearch_to_tsquery('${SEARCH_CONFIG}', $1)`;
    const found = (await this.dataSource.query(
      `WITH hits AS (
         (SELECT p.post_id, NULL::uuid AS comment_id, ts_rank(p.search, ${tsquery}) AS rank
            FROM (SELECT id AS post_id, search FROM ${T.posts}
                   WHERE search @@ ${tsquery} AND visibility = 'visible'
                   ORDER BY created_at DESC LIMIT ${CANDIDATES}) p
           ORDER BY rank DESC LIMIT $2)
         UNION ALL
         (SELECT c.post_id, c.comment_id, ts_rank(c.search, ${tsquery}) AS rank
            FROM (SELECT c.id AS comment_id, c.post_id, c.search FROM ${T.comments} c
                    JOIN ${T.posts} cp ON cp.id = c.post_id
                   WHERE c.search @@ ${tsquery} AND c.visibility = 'visible' AND cp.visibility = 'visible'
                   ORDER BY c.created_at DESC LIMIT ${CANDIDATES}) c
           ORDER BY rank DESC LIMIT $2)
         ORDER BY rank DESC LIMIT $2
       )
       SELECT h.post_id, h.comment_id, p.title, p.category, p.created_at, p.comments_count, p.author_id,
         ${AUTHOR_COLUMNS},
         ts_headline('${SEARCH_CONFIG}',
           translate(CASE WHEN h.comment_id IS NULL THEN p.title || E'\\n' || p.body ELSE c.content END, '«»', '""'),
           ${tsquery}, '${HEADLINE_OPTIONS}') AS headline
       FROM hits h
       JOIN ${T.posts} p ON p.id = h.post_id
       JOIN ${T.members} m ON m.user_id = p.author_id
       LEFT JOIN ${T.comments} c ON c.id = h.comment_id
       ORDER BY h.rank DESC, h.post_id, h.comment_id NULLS FIRST`,
      [query, limit],
    )) as HitRow[];
    return found.map((row) => ({
      post: {
        id: row.post_id,
        title: row.title,
        category: row.category,
        categoryName: categoryName(row.category) ?? row.category,
        author: authorOf(row),
        createdAt: row.created_at.toISOString(),
        commentsCount: row.comments_count,
      },
      snippet: plainSnippet(row.headline),
      commentId: row.comment_id,
    }));
  }
}
