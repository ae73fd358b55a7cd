import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import type { AssignmentStatus } from './assignment';

/** The assignments module's error codes (docs/errors.md), a member's and an editor's. */
export const ASSIGNMENTS_ERRORS = errorCodes({
  ASSIGNMENT_NOT_FOUND: 'NOT_FOUND',
  ASSIGNMENT_TAKEN: 'CONFLICT',
  ASSIGNMENT_CLOSED: 'CONFLICT',
  ASSIGNMENT_ALREADY_YOURS: 'CONFLICT',
  ASSIGNMENT_DEADLINE_PASSED: 'CONFLICT',
  ASSIGNMENT_LIMIT_REACHED: 'CONFLICT',
  ASSIGNMENT_NOT_WRITABLE: 'CONFLICT',
  ASSIGNMENT_CHANGED: 'CONFLICT',
  ASSIGNMENT_ACCOUNT_INACTIVE: 'FORBIDDEN',
  ASSIGNMENT_APPLICATION_REQUIRED: 'FORBIDDEN',
  ASSIGNMENT_SUBSCRIPTION_REQUIRED: 'FORBIDDEN',
  ASSIGNMENT_STATUS_CHANGE_REFUSED: 'CONFLICT',
  ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE: 'CONFLICT',
  ASSIGNMENT_WRITER_GONE: 'CONFLICT',
  ASSIGNMENT_PAY_FIXED: 'CONFLICT',
  /** D20: a premium assignment, still open to Editorial Partners only. */
  PREMIUM_EARLY_ACCESS: 'FORBIDDEN',
  /** D22, the review desk: a version, a comment, and what a comment's state allows. */
  ASSIGNMENT_VERSION_NOT_FOUND: 'NOT_FOUND',
  REVIEW_COMMENT_NOT_FOUND: 'NOT_FOUND',
  REVIEW_COMMENT_SENT: 'CONFLICT',
  ASSIGNMENT_NOT_IN_REVIEW: 'CONFLICT',
});
const codes = ASSIGNMENTS_ERRORS;

/** Also what a member gets for another member's assignment: its existence is not theirs to know. */
export const assignmentNotFound = () => new DomainError(codes.ASSIGNMENT_NOT_FOUND, 'Assignment Not Found');

const NOT_AVAILABLE: Partial<Record<AssignmentStatus, string>> = {
  cancelled: 'This assignment has been cancelled.',
  completed: 'This assignment is already completed.',
};

/** Accept lost: someone else holds it (a race of many accepts has exactly one winner), or it closed. */
export const notAvailable = (status: AssignmentStatus) => {
  const closed = NOT_AVAILABLE[status];
  return closed
    ? new DomainError(codes.ASSIGNMENT_CLOSED, closed)
    : new DomainError(codes.ASSIGNMENT_TAKEN, 'Another writer has already accepted this assignment.');
};

const OPENS = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An early accept of premium work by a member without the first look (D20): when it opens to them. */
export const premiumEarlyAccess = (opensAt: Date) =>
  new DomainError(
    codes.PREMIUM_EARLY_ACCESS,
    `This premium assignment is open to Editorial Partners first. It opens to all members on ` +
      `${OPENS.format(opensAt)} UTC.`,
  );

export const alreadyYours = () =>
  new DomainError(codes.ASSIGNMENT_ALREADY_YOURS, 'You have already accepted this assignment.');

export const deadlinePassed = () =>
  new DomainError(
    codes.ASSIGNMENT_DEADLINE_PASSED,
    'The deadline of this assignment has passed, so it can no longer be accepted.',
  );

/** ASSIGNMENT_CLAIM_LIMIT (D9): the limit and the member's figure. */
export const claimLimitReached = (active: number, limit: number) =>
  new DomainError(
    codes.ASSIGNMENT_LIMIT_REACHED,
    `You have ${active} active assignments and may hold at most ${limit} at a time. ` +
      'Submit one before accepting another.',
  );

const NOT_WRITABLE: Partial<Record<AssignmentStatus, string>> = {
  submitted: 'This assignment has been submitted and is waiting for review.',
  completed: 'This assignment is completed.',
  cancelled: 'This assignment has been cancelled.',
};

/** Draft or submit outside `assigned`, `in_progress` and `reviewed`. */
export const notWritable = (status: AssignmentStatus) =>
  new DomainError(codes.ASSIGNMENT_NOT_WRITABLE, NOT_WRITABLE[status] ?? 'This assignment is not open for writing.');

/** A conditional update found the assignment in another state than the one read a moment before. */
export const changedMeanwhile = () =>
  new DomainError(codes.ASSIGNMENT_CHANGED, 'This assignment changed in the meantime. Reload it and try again.');

/** A version (submission) id that is not one of this assignment's versions. */
export const versionNotFound = () =>
  new DomainError(codes.ASSIGNMENT_VERSION_NOT_FOUND, 'This assignment has no such version.');

/** Also what a writer gets for a draft or for a comment on another member's work. */
export const commentNotFound = () => new DomainError(codes.REVIEW_COMMENT_NOT_FOUND, 'Comment Not Found');

export const commentAlreadySent = () =>
  new DomainError(
    codes.REVIEW_COMMENT_SENT,
    'This comment has been sent to the writer and can no longer be deleted: resolve it instead.',
  );

/** Comments are written while the editor reviews a version, not before it is handed in or after the decision. */
export const notInReview = (status: AssignmentStatus) =>
  new DomainError(
    codes.ASSIGNMENT_NOT_IN_REVIEW,
    `Comments can be added only while a submission waits for review; this assignment is ${status.replace('_', ' ')}.`,
  );
