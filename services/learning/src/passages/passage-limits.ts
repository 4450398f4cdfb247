/** `GET /api/learning/passages`: a question of 1 to 300 characters (trimmed). */
export const PASSAGE_QUERY_LENGTH = { min: 1, max: 300 } as const;
/** How many passages one call returns: 6 unless `limit` says otherwise, 1 to 20. */
export const PASSAGE_LIMIT = { min: 1, max: 20, default: 6 } as const;
