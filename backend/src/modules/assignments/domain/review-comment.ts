/**
 * A comment an editor anchored to a passage of one handed-in version (D22). The passage is kept as the W3C Web
 * Annotation selectors do: by position (UTF-16 offsets into that version's text, `end` excluded) and by quote
 * (the passage with up to `QUOTE_CONTEXT` characters either side), so the browser can find the same words again
 * in a later version, or say the passage changed.
 */
export interface PassageSelector {
  position: { start: number; end: number };
  quote: { exact: string; prefix: string; suffix: string };
}

export const REVIEW_COMMENT_LIMITS = {
  /** Characters of a comment's or a reply's body, after trimming. */
  body: 2000,
  /** Characters of context kept either side of the passage. */
  quoteContext: 32,
} as const;

/** What a comment's or a reply's body must be, as a refusal says it. */
export const COMMENT_BODY_RULE = `Write a comment of 1 to ${REVIEW_COMMENT_LIMITS.body} characters.`;

export interface ReviewComment {
  id: number;
  assignmentId: number;
  submissionId: number;
  /** The editor who wrote it; null once that account is deleted. */
  authorId: number | null;
  selector: PassageSelector;
  body: string;
  createdAt: Date;
  /** Null while a draft: the writer sees it only once the editor's decision sends it. */
  sentAt: Date | null;
  resolvedAt: Date | null;
  resolvedById: number | null;
}

export interface ReviewCommentReply {
  id: number;
  commentId: number;
  authorId: number | null;
  body: string;
  createdAt: Date;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * What is wrong with `selector` as a passage of `text`, in words an editor's client can show; null when it is a
 * passage of that text: whole offsets inside it, not splitting a character, the quote equal to the text there,
 * and the context equal to the text just before and after it (at most `quoteContext` characters each; the
 * client may send less).
 */
export function passageProblem(text: string, { position, quote }: PassageSelector): string | null {
  const { start, end } = position;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < 0)
    return 'The passage’s start and end must be whole numbers of zero or more.';
  if (start >= end) return 'The passage must end after it starts.';
  if (end > text.length)
    return `The passage ends at ${end}, beyond the end of this version (${text.length} characters).`;
  if (isHighSurrogate(text.charCodeAt(start - 1)) || isHighSurrogate(text.charCodeAt(end - 1)))
    return 'The passage must not start or end inside a character.';
  if (text.slice(start, end) !== quote.exact)
    return 'The quoted passage is not the text of this version at those positions: reload the version and select it again.';
  const max = REVIEW_COMMENT_LIMITS.quoteContext;
  if (quote.prefix.length > max || quote.suffix.length > max)
    return `The text before and after the passage may hold at most ${max} characters each.`;
  if (!text.slice(0, start).endsWith(quote.prefix) || !text.slice(end).startsWith(quote.suffix))
    return 'The text around the passage does not match this version: reload the version and select it again.';
  return null;
}

/** The selector of `text`'s characters from `start` to `end`, with the full context either side. */
export function selectorAt(text: string, start: number, end: number): PassageSelector {
  const max = REVIEW_COMMENT_LIMITS.quoteContext;
  let from = Math.max(0, start - max);
  let to = Math.min(text.length, end + max);
  // Never keep half of a surrogate pair at the edges of the context.
  if (from > 0 && isHighSurrogate(text.charCodeAt(from - 1))) from += 1;
  if (to < text.length && isHighSurrogate(text.charCodeAt(to - 1))) to -= 1;
  return {
    position: { start, end },
    quote: { exact: text.slice(start, end), prefix: text.slice(from, start), suffix: text.slice(end, to) },
  };
}

/** The selector of the first occurrence of `exact` in `text`, for seeded comments; throws when it is absent. */
export function selectorOf(text: string, exact: string): PassageSelector {
  const start = text.indexOf(exact);
  if (start < 0) throw new Error(`"${exact}" is not in the text`);
  return selectorAt(text, start, start + exact.length);
}
