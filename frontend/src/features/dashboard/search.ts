/**
 * The lists' search: every word typed must appear, in any order and case, in one of the item's texts. A blank
 * query keeps everything.
 */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' \n ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Spec section 8's empty texts: "No {things} found", or "No {things} match your search" while searching. */
export function emptyText(things: string, query: string): string {
  return query.trim() ? `No ${things} match your search` : `No ${things} found`;
}
