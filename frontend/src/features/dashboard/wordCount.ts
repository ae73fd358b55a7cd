/**
 * The live count of the submit dialog. It follows the server's rule (assignments/domain/word-count.ts), so the
 * figure a member sees while writing is the one the editor will see: words are separated by white space or by
 * em and en dashes, and a word holds at least one letter or digit ("don't" and "state-of-the-art" are one).
 */
const BETWEEN_WORDS = /[\s\u2013\u2014]+/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export const countWords = (text: string): number =>
  text.split(BETWEEN_WORDS).filter((token) => HAS_LETTER_OR_DIGIT.test(token)).length;

/** The server refuses longer texts with 413; the dialog stops the member before that. */
export const MAX_CONTENT_CHARACTERS = 50_000;
