/** Escapes LIKE/ILIKE wildcards so a search for "50%_off" matches those characters literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The ILIKE pattern for "contains", with the user's text taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
