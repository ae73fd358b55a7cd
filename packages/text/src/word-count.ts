/** Separators between words: any white space, and the em and en dashes writers put between words. */
const SEPARATORS = /[\s\u2013\u2014]+/u;
/** A word holds at least one letter or digit; a lone dash, bullet or emoji is not a word. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * The number of words in a text, as the server counts a submission against the assignment's `wordCount` and
 * the browser counts while the member writes (one rule, so both show the same figure): runs of non-space
 * characters holding a letter or digit ("don't", "state-of-the-art" and "2026" are one word each).
 */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(SEPARATORS)) {
    if (WORDLIKE.test(token)) words++;
  }
  return words;
}
