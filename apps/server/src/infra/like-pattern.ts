const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A `contains` pattern for LIKE/ILIKE with the user's own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A `starts with` pattern; unlike `contains`, a btree pattern-ops index can serve it. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
