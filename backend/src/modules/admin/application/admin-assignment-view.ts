import { toAssignmentView, type AssignmentView } from '../../assignments/application/assignment-view';
import type { ReviewFigures, WriterHistory } from '../../assignments/application/ports/review-comment.repository';
import type { Assignment, AssignmentStatus } from '../../assignments/domain/assignment';
import { perkTier, PRIORITY_TIERS } from '../../billing/domain/tier-perks';
import type { SubscriptionTier, UserView } from '../../identity/domain/user';
import type { PayoutView } from '../../payouts/application/payout-view';
import type { OriginalityReport } from '../../tools/domain/originality/originality-views';

/** Who holds an assignment, as the editors' screens show it. */
export interface Assignee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The tier whose perks they have now (an active subscription's, an editor's grant included); null without one. */
  tier: SubscriptionTier | null;
  /** Professional or Editorial Partner: their submissions come first in the review queue (D20). */
  priority: boolean;
}

/**
 * One row of the Assignments tab: the assignment without its texts (a page of them would be megabytes), with
 * its assignee, the overdue flag and the submitted word count against `wordCount`.
 */
export interface AdminAssignmentListItem extends Omit<
  AssignmentView,
  'draftContent' | 'submittedContent' | 'originalityScore'
> {
  /** Null while nobody holds it, or once the assignee's account is deleted. */
  assignee: Assignee | null;
  /** Sent comments nobody has resolved yet (D22). */
  openComments: number;
  /** `revision` once it has more than one version (D22); `first` before that, or with none. */
  round: 'first' | 'revision';
}

/** One page of the Assignments tab, as `GET /api/admin/assignments` answers it (D10). */
export interface AdminAssignmentsPage {
  items: AdminAssignmentListItem[];
  /** Assignments matching the filters across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** One version the member handed in. */
export interface SubmissionVersion {
  id: number;
  /** Who handed it in (work released to another writer keeps the earlier writer's versions); null once deleted. */
  userId: number | null;
  content: string;
  /** Counted by the server, shown against the assignment's `wordCount`. */
  wordCount: number;
  submittedAt: string;
  /**
   * Its originality report, made when it was handed in (D13): the share of its text found elsewhere and every
   * source, other members' submissions included, with the matched text; null for a version older than reports.
   */
  originality: (OriginalityReport & { createdAt: string }) | null;
}

/** `/admin/assignment/{id}`: everything of the assignment, its versions, what the edit form may offer, its payout. */
export interface AdminAssignmentDetail extends AssignmentView {
  assignee: Assignee | null;
  /** Every version handed in, oldest first. */
  submissions: SubmissionVersion[];
  /** The statuses the edit form may offer (D9): the current one first, then those it may change to. */
  allowedStatuses: AssignmentStatus[];
  /** The payout its completion opened, or null. */
  payout: PayoutView | null;
  /** The assignee's work with the collective (D22): completed pieces, revisions editors asked; null without one. */
  writerHistory: WriterHistory | null;
}

export function toAssignee(user: UserView | undefined): Assignee | null {
  if (!user) return null;
  const tier = perkTier(user);
  const priority = tier !== null && PRIORITY_TIERS.includes(tier);
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, tier, priority };
}

export function toAdminListItem(
  assignment: Assignment,
  user: UserView | undefined,
  now: Date,
  figures: ReviewFigures = { openComments: 0, versions: 0 },
): AdminAssignmentListItem {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { draftContent, submittedContent, originalityScore, ...view } = toAssignmentView(assignment, now);
  return {
    ...view,
    assignee: toAssignee(user),
    openComments: figures.openComments,
    round: figures.versions > 1 ? 'revision' : 'first',
  };
}
