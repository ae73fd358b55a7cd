import type { OriginalityFindings, SourceMatch } from './originality-matching';
import type { SourceDocument, SourceKind } from './source-document';

/** D13: all a member learns of a match in another member's submission. */
export const OTHER_SUBMISSION = 'an earlier submission to the collective';

const KIND_LABEL: Record<SourceKind, string> = {
  blog_post: 'Blog post',
  article: 'Article',
  lesson: 'Course lesson',
  resource: 'Member resource',
  submission: 'Submission',
};

/** One match as the plagiarism page shows it (spec section 3: source, similarity, url, matchedText). */
export interface OriginalityMatchView {
  kind: SourceKind;
  source: string;
  /** Percent of the checked text found in this source. */
  similarity: number;
  /** Null for submissions: a member's unpublished work is never linked. */
  url: string | null;
  /** The passage of the checked text found in the source; null where D13 withholds it. */
  matchedText: string | null;
}

/** `POST /api/tools/plagiarism`: spec section 3's plagiarism result. */
export interface OriginalityCheckResult {
  /** 100 = nothing found; spec section 9 colours it at 90 and 70. */
  originalityScore: number;
  /** Sources that share text with it (every one counts, the list shows the 20 most similar). */
  totalSources: number;
  matches: OriginalityMatchView[];
  /** Words compared; under 5 words there is nothing to compare. */
  words: number;
}

/** A match in an editor's originality report: the source assignment and the matched text (D13). */
export interface ReportMatch extends OriginalityMatchView {
  matchedText: string;
  /** Submissions: the version, its assignment and its writer (null once their account is deleted). */
  submissionId: number | null;
  assignmentId: number | null;
  userId: number | null;
}

/** The originality report stored with each submitted version, for editors. */
export interface OriginalityReport {
  originalityScore: number;
  totalSources: number;
  matches: ReportMatch[];
  words: number;
}

const published = (document: SourceDocument) => `${KIND_LABEL[document.kind]}: ${document.title}`;

/**
 * What a member sees (D13): published texts with their title, link and the matched passage; their own
 * submissions by title without a link; another member's submission only as 'an earlier submission to the
 * collective' with its similarity, no text, no link.
 */
export function memberView(findings: OriginalityFindings, memberId: number): OriginalityCheckResult {
  return { ...findings, matches: findings.matches.map((match) => memberMatch(match, memberId)) };
}

function memberMatch({ document, similarity, matchedText }: SourceMatch, memberId: number): OriginalityMatchView {
  if (document.kind !== 'submission') {
    return { kind: document.kind, source: published(document), similarity, url: document.url, matchedText };
  }
  if (document.userId === memberId) {
    return { kind: 'submission', source: `Your submission to “${document.title}”`, similarity, url: null, matchedText };
  }
  return { kind: 'submission', source: OTHER_SUBMISSION, similarity, url: null, matchedText: null };
}

/** What editors see: every source named, submissions by assignment with a link to its admin page. */
export function editorReport(findings: OriginalityFindings): OriginalityReport {
  return {
    ...findings,
    matches: findings.matches.map(({ document, similarity, matchedText }) => ({
      kind: document.kind,
      source: document.kind === 'submission' ? `Submission to “${document.title}”` : published(document),
      similarity,
      url: document.kind === 'submission' ? `/admin/assignment/${document.assignmentId}` : document.url,
      matchedText,
      submissionId: document.submissionId,
      assignmentId: document.assignmentId,
      userId: document.userId,
    })),
  };
}
