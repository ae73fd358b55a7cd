import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import { ASSIGNMENTS_ERRORS as codes } from './assignments.errors';
import type { Assignment, AssignmentStatus } from './assignment';

/** D9: an editor's review of a submitted assignment is one of these. */
export const REVIEW_DECISIONS = ['complete', 'revise'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * D9: the statuses an edit may move an assignment to, from each status. `cancelled` from anything but
 * `completed`; `available` (release or reopen) from `assigned`, `in_progress`, `reviewed` or `cancelled`;
 * `completed` or `reviewed` from `submitted`, the same as a review. Nothing leaves `completed`: it is paid for.
 */
const EDIT_TARGETS: Record<AssignmentStatus, readonly AssignmentStatus[]> = {
  available: ['cancelled'],
  assigned: ['available', 'cancelled'],
  in_progress: ['available', 'cancelled'],
  submitted: ['completed', 'reviewed', 'cancelled'],
  reviewed: ['available', 'cancelled'],
  completed: [],
  cancelled: ['available'],
};

/** What the edit form may offer: the current status (no change) first, then each it may move to. */
export const allowedStatuses = (from: AssignmentStatus): AssignmentStatus[] => [from, ...EDIT_TARGETS[from]];

/** The fields a status change writes, besides `updatedAt`. */
export type StatusEffects = Partial<
  Pick<
    Assignment,
    | 'status'
    | 'assignedUserId'
    | 'acceptedAt'
    | 'draftContent'
    | 'submittedContent'
    | 'submittedWordCount'
    | 'submittedAt'
    | 'reviewNotes'
    | 'reviewedAt'
  >
>;

/**
 * Back to `available`, as fresh work for the next writer: no assignee, and nothing of the last one's text or
 * review left on the row (every submitted version stays in `assignment_submissions`). The overdue release
 * and the release of a departing member's work write the same columns in SQL.
 */
export const RELEASED: Required<StatusEffects> = {
  status: 'available',
  assignedUserId: null,
  acceptedAt: null,
  draftContent: null,
  submittedContent: null,
  submittedWordCount: null,
  submittedAt: null,
  reviewNotes: null,
  reviewedAt: null,
};

const list = (statuses: readonly string[]) =>
  statuses.length > 1 ? `${statuses.slice(0, -1).join(', ')} or ${statuses[statuses.length - 1]}` : statuses[0];

/** An edit asked for a status change D9 does not allow: 409 naming the allowed ones. */
export function statusChangeRefused(from: AssignmentStatus, to: AssignmentStatus): DomainError {
  const targets = EDIT_TARGETS[from];
  if (!targets.length) {
    return new DomainError(
      codes.ASSIGNMENT_STATUS_CHANGE_REFUSED,
      `A ${from} assignment keeps its status: it cannot be set to ${to}.`,
    );
  }
  return new DomainError(
    codes.ASSIGNMENT_STATUS_CHANGE_REFUSED,
    `An assignment that is ${from} can be set to ${list(targets)}, not ${to}.`,
  );
}

export const notReviewable = (status: AssignmentStatus) =>
  new DomainError(
    codes.ASSIGNMENT_STATUS_CHANGE_REFUSED,
    `Only a submitted assignment can be reviewed; this one is ${status}.`,
  );

export const reviewNotesRequired = () =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'Review notes are required to request a revision.');

/**
 * The fields an editor's status change writes, or refuses it. `reviewNotes` is what the request carried
 * (undefined when it did not): required, not blank, to move to `reviewed`; to complete, the notes given or none,
 * so earlier revision notes never read as the verdict on the finished work.
 */
export function statusEffects(
  from: AssignmentStatus,
  to: AssignmentStatus,
  reviewNotes: string | null | undefined,
  now: Date,
): StatusEffects {
  if (!EDIT_TARGETS[from].includes(to)) throw statusChangeRefused(from, to);
  switch (to) {
    case 'reviewed':
      if (!reviewNotes?.trim()) throw reviewNotesRequired();
      return { status: to, reviewNotes, reviewedAt: now };
    case 'completed':
      return { status: to, reviewNotes: reviewNotes?.trim() ? reviewNotes : null, reviewedAt: now };
    case 'available':
      return RELEASED;
    default:
      return { status: to };
  }
}

/** `POST /api/admin/assignments/{id}/review` (D9): only from `submitted`, as the same change an edit makes. */
export function reviewEffects(
  status: AssignmentStatus,
  decision: ReviewDecision,
  reviewNotes: string | null | undefined,
  now: Date,
): StatusEffects {
  if (status !== 'submitted') throw notReviewable(status);
  return statusEffects(status, decision === 'complete' ? 'completed' : 'reviewed', reviewNotes, now);
}
