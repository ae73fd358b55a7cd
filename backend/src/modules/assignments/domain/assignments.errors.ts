import { DomainError } from '../../../shared/domain/domain-error';
import type { AssignmentStatus } from './assignment';

/** Also what a member gets for another member's assignment: its existence is not theirs to know. */
export const assignmentNotFound = () => new DomainError('NOT_FOUND', 'Assignment Not Found');

const NOT_AVAILABLE: Partial<Record<AssignmentStatus, string>> = {
  cancelled: 'This assignment has been cancelled.',
  completed: 'This assignment is already completed.',
};

/** Accept lost: someone else holds it (a race of many accepts has exactly one winner), or it closed. */
export const notAvailable = (status: AssignmentStatus) =>
  new DomainError('CONFLICT', NOT_AVAILABLE[status] ?? 'Another writer has already accepted this assignment.');

export const alreadyYours = () => new DomainError('CONFLICT', 'You have already accepted this assignment.');

export const deadlinePassed = () =>
  new DomainError('CONFLICT', 'The deadline of this assignment has passed, so it can no longer be accepted.');

/** ASSIGNMENT_CLAIM_LIMIT (D9): the limit and the member's figure. */
export const claimLimitReached = (active: number, limit: number) =>
  new DomainError(
    'CONFLICT',
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
  new DomainError('CONFLICT', NOT_WRITABLE[status] ?? 'This assignment is not open for writing.');

/** A conditional update found the assignment in another state than the one read a moment before. */
export const changedMeanwhile = () =>
  new DomainError('CONFLICT', 'This assignment changed in the meantime. Reload it and try again.');
