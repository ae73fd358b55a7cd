import { describesPassage, PASSAGE_CONTEXT, selectPassage, type PassageSelector } from '@penwright/text';

/**
 * A comment an editor anchored to a passage of one handed-in version (D22). The passage is kept as the W3C Web
 * Annotation selectors do (`PassageSelector` of @penwright/text, which the browser uses too): by position (UTF-16
 * offsets into that version's text, `end` excluded) and by quote (the passage with up to `PASSAGE_CONTEXT`
 * characters either side), so the browser can find the same words again in a later version, or say the passage
 * changed.
 */
export type { PassageSelector };

export const REVIEW_COMMENT_LIMITS = {
  /** Characters of a comment's or a reply's body, after trimming. */
  body: 2000,
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

/** Whether the passage starts or ends between the two halves of a character outside the BMP (an emoji). */
const cutsCharacter = (text: string, { start, end }: PassageSelector['position']) =>
  isHighSurrogate(text.charCodeAt(start - 1)) || isHighSurrogate(text.charCodeAt(end - 1));

/**
 * What is wrong with `selector` as a passage of `text`, in words an editor's client can show; null when it is a
 * passage of that text. The rule is the package's `describesPassage` (whole offsets inside the text, the quote
 * equal to the text there, at most `PASSAGE_CONTEXT` characters of context equal to the text either side; the
 * client may send less), and the server adds one of its own: the passage does not start or end inside a
 * character. The package answers yes or no; when it says no, each part is put to it alone to name what failed.
 */
export function passageProblem(text: string, selector: PassageSelector): string | null {
  if (describesPassage(text, selector)) {
    return cutsCharacter(text, selector.position) ? 'The passage must not start or end inside a character.' : null;
  }
  const { position, quote } = selector;
  const { start, end } = position;
  const bare = (exact: string): PassageSelector => ({ position, quote: { exact, prefix: '', suffix: '' } });
  if (!describesPassage(text, bare(text.slice(start, end)))) return positionProblem(text, position);
  if (!describesPassage(text, bare(quote.exact)))
    return 'The quoted passage is not the text of this version at those positions: reload the version and select it again.';
  if (quote.prefix.length > PASSAGE_CONTEXT || quote.suffix.length > PASSAGE_CONTEXT)
    return `The text before and after the passage may hold at most ${PASSAGE_CONTEXT} characters each.`;
  return 'The text around the passage does not match this version: reload the version and select it again.';
}

/** Why the package refused the offsets themselves. */
function positionProblem(text: string, { start, end }: PassageSelector['position']): string {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < 0)
    return 'The passage’s start and end must be whole numbers of zero or more.';
  if (start >= end) return 'The passage must end after it starts.';
  return `The passage ends at ${end}, beyond the end of this version (${text.length} characters).`;
}

/** The selector of the first occurrence of `exact` in `text`, for seeded comments; throws when it is absent. */
export function selectorOf(text: string, exact: string): PassageSelector {
  const start = text.indexOf(exact);
  if (start < 0) throw new Error(`"${exact}" is not in the text`);
  return selectPassage(text, start, start + exact.length);
}
