/** What the originality check compares against: the collective's published texts and its members' submissions. */
export type SourceKind = 'blog_post' | 'article' | 'lesson' | 'resource' | 'submission';

export const PUBLISHED_KINDS = ['blog_post', 'article', 'lesson', 'resource'] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

/** A fingerprinted text, as a match names it. */
export interface SourceDocument {
  id: number;
  kind: SourceKind;
  /** A published text's title; for a submission, the title of its assignment. */
  title: string;
  /** Where a published text can be read on the site; null for submissions (never linked for members, D13). */
  url: string | null;
  /** Submissions only: who handed it in (null once the account is deleted), which assignment, which version. */
  userId: number | null;
  assignmentId: number | null;
  submissionId: number | null;
}

/** A published text to fingerprint (seed, start-up and the sync job): `key` names it for good. */
export interface PublishedText {
  key: string;
  kind: PublishedKind;
  title: string;
  url: string;
  text: string;
}

/** A submission to fingerprint, handed over by the assignments module inside its submit transaction. */
export interface SubmittedText {
  submissionId: number;
  assignmentId: number;
  userId: number;
  /** The assignment's title, which editors see when another submission matches this one. */
  title: string;
  text: string;
}

/**
 * What the originality check may count against a text. A member's own earlier versions of the same
 * assignment never count against them (D13); nothing else is left out.
 */
export interface Exclusion {
  ownVersionsOf?: { assignmentId: number; userId: number };
}
