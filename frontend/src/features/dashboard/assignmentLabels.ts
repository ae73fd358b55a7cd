import { palette } from '../../app/theme';
import type { Assignment, AssignmentStatus, AssignmentType, PayoutStatus } from './dashboardApi';

export const TYPE_LABELS: Record<AssignmentType, string> = {
  article: 'Article',
  blog_post: 'Blog Post',
  copywriting: 'Copywriting',
  technical: 'Technical',
  creative: 'Creative',
  research: 'Research',
};

export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  available: 'Available',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  submitted: 'Submitted',
  reviewed: 'Revision Requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// Solid tags in the theme's colours: white text on each passes WCAG AA (antd's pastel presets do not).
export const STATUS_COLORS: Record<AssignmentStatus, string> = {
  available: palette.ink,
  assigned: palette.ink,
  in_progress: palette.accent,
  submitted: palette.textSecondary,
  reviewed: palette.accent,
  completed: palette.success,
  cancelled: palette.error,
};

/** Premium work (D20): the collective's accent, as the "Popular" tier is marked. */
export const PREMIUM_COLOR = palette.accent;

export const PAYOUT_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const PAYOUT_COLORS: Record<PayoutStatus, string> = {
  pending: palette.accent,
  processing: palette.ink,
  completed: palette.success,
  failed: palette.error,
};

export const OVERDUE_COLOR = palette.error;

/** The member's open work: taken and not yet handed in, or sent back for a revision (D9). */
const OPEN_STATUSES: readonly AssignmentStatus[] = ['assigned', 'in_progress', 'reviewed'];

/**
 * The Active Assignments figure (spec section 4's assigned and in progress, and, issue 23, work waiting for its
 * revision: the member still has it to write). The claim limit (D9) counts assigned and in progress only.
 */
export const isActive = (assignment: Pick<Assignment, 'status'>) => OPEN_STATUSES.includes(assignment.status);

/** D9: work can be handed in while assigned or in progress, and again after a revision request. */
export const canSubmit = isActive;

/** The editor's notes are the member's to read once the work was reviewed (revision) or accepted. */
export const showsReviewNotes = (assignment: Pick<Assignment, 'status' | 'reviewNotes'>) =>
  Boolean(assignment.reviewNotes) && (assignment.status === 'reviewed' || assignment.status === 'completed');
