/** The service's name in the platform table, and so its PostgreSQL schema. */
export const COMMUNITY = 'community';

/** The service's tables, schema-qualified, for its SQL. */
export const T = {
  members: `${COMMUNITY}.members`,
  posts: `${COMMUNITY}.posts`,
  comments: `${COMMUNITY}.comments`,
  postLikes: `${COMMUNITY}.post_likes`,
  commentLikes: `${COMMUNITY}.comment_likes`,
  helpfulAnswers: `${COMMUNITY}.helpful_answers`,
  attachments: `${COMMUNITY}.attachments`,
  reports: `${COMMUNITY}.reports`,
  postingWindows: `${COMMUNITY}.posting_windows`,
} as const;

/** The Spanish text-search configuration (Spanish stems, accents ignored) the migration creates. */
export const SEARCH_CONFIG = `${COMMUNITY}.es`;

export { rows } from '@pipcrafters/service-kit';

/** Positional parameters for SQL built in parts: `param(value)` adds one and answers its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
