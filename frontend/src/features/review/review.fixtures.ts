import { selectPassage } from '@penwright/text';
import { assignmentDetail } from '../admin/admin.fixtures';
import type { ReviewAssignment, ReviewComment, VersionGrammar } from './reviewApi';

export const FIRST =
  'Partners who move their firm to remote work ask what clients notice. Clients notice slow replies.';
export const LATEST =
  'Partners who move their firm to remote work first ask what the clients will notice. ' +
  'The answer is less than they fear: clients notice slow replies, not empty offices. ' +
  'Set a reply time of one working day and keep it.';

/** Assignment 21 handed in twice, the editor having asked for a revision of the first version. */
export const reviewAssignment = (overrides: Partial<ReviewAssignment> = {}): ReviewAssignment => {
  const detail = assignmentDetail();
  const [first, second] = detail.submissions;
  return {
    ...detail,
    reviewNotes: 'Say what clients notice first.',
    reviewedAt: '2026-11-13T10:00:00.000Z',
    submittedContent: LATEST,
    submissions: [
      { ...first!, content: FIRST, wordCount: 16 },
      { ...second!, content: LATEST, wordCount: 40 },
    ],
    writerHistory: { completed: 7, revisionsAsked: 2 },
    ...overrides,
  };
};

const editor = { id: 1, name: 'Avery Editor' };

/** A comment by the editor on `quote` (its first place) in `text`, version `submissionId`. */
export function comment(
  id: number,
  text: string,
  quote: string,
  overrides: Partial<ReviewComment> = {},
): ReviewComment {
  const start = text.indexOf(quote);
  if (start === -1) throw new Error(`"${quote}" is not in the text`);
  return {
    id,
    assignmentId: 21,
    submissionId: 2,
    author: editor,
    selector: selectPassage(text, start, start + quote.length),
    body: 'Name the reply time you recommend.',
    createdAt: '2026-11-15T09:00:00.000Z',
    sentAt: '2026-11-15T09:30:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    replies: [],
    ...overrides,
  };
}

/** One grammar finding on "Set a reply time" of the latest version. */
export const grammar = (text = LATEST): VersionGrammar => {
  const start = text.indexOf('one working day');
  return {
    items: [
      {
        type: 'warning',
        category: 'Plain language',
        message: 'Say "a day" where a working day is meant.',
        suggestion: 'a day',
        position: { start, end: start + 'one working day'.length },
      },
    ],
    counts: { error: 0, warning: 1, info: 0 },
    readability: { readingEase: 70, gradeLevel: 7, sentences: 3, words: 40, syllables: 55 },
    checkedCharacters: text.length,
    complete: true,
  };
};
