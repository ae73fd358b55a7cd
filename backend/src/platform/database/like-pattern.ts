/**
 * Searches typed by people are literal: a `%`, `_` or `\` in them is that character, not a LIKE wildcard.
 * One escape for every repository and read side, so they all agree (backslash is PostgreSQL's LIKE escape).
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching `text` anywhere, taken literally. */
export const likeContaining = (text: string) => `%${likeLiteral(text)}%`;
