import type { CommunityAuthor } from '@pipcrafters/contracts';
import { displayName } from './handles';

/** The author columns a post or comment query selects from the members table. */
export const AUTHOR_COLUMNS =
  'm.first_name AS author_first_name, m.last_name AS author_last_name, m.handle AS author_handle';

export interface AuthorColumns {
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  author_handle: string;
}

export function authorOf(row: AuthorColumns): CommunityAuthor {
  return {
    id: row.author_id,
    name: displayName(row.author_first_name, row.author_last_name),
    handle: row.author_handle,
  };
}
