/** The seven statuses of spec section 4, in the order work moves through them. */
export const ASSIGNMENT_STATUSES = [
  'available',
  'assigned',
  'in_progress',
  'submitted',
  'reviewed',
  'completed',
  'cancelled',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The six types of spec section 3. */
export const ASSIGNMENT_TYPES = ['article', 'blog_post', 'copywriting', 'technical', 'creative', 'research'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** Statuses counted against the member's claim limit and shown as Active Assignments (spec section 4). */
export const ACTIVE_STATUSES: readonly AssignmentStatus[] = ['assigned', 'in_progress'];

/** Where the member may still write: save a draft or submit (D9: `reviewed` is a revision). */
export const WRITABLE_STATUSES: readonly AssignmentStatus[] = ['assigned', 'in_progress', 'reviewed'];

/** A piece of paid work (spec section 3), money in integer cents (D9). */
export interface Assignment {
  id: number;
  title: string;
  description: string;
  type: AssignmentType;
  status: AssignmentStatus;
  /** The target length in words. */
  wordCount: number;
  /** Per word when `isPerWord`, else the flat fee; in cents. */
  payRateCents: number;
  isPerWord: boolean;
  deadline: Date;
  requirements: string | null;
  assignedUserId: number | null;
  /**
   * Marked premium by an editor (D20, "First look"): open to Editorial Partners at once, to everyone else
   * PREMIUM_EARLY_ACCESS_HOURS after `premiumSince`.
   */
  isPremium: boolean;
  /** When an editor marked it premium (at its creation or later); null while it is not premium. */
  premiumSince: Date | null;
  /** When the assignee took it (their accept or an editor's assign); null while it is `available`. */
  acceptedAt: Date | null;
  /** The member's work in progress (`PUT /api/assignments/{id}/draft`). */
  draftContent: string | null;
  submittedContent: string | null;
  /** The latest submission's word count, counted by the server. */
  submittedWordCount: number | null;
  submittedAt: Date | null;
  reviewNotes: string | null;
  /** When an editor last reviewed it (completed it or asked for a revision). */
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The statuses in which work past its deadline is overdue: not yet handed in (reviewed, sent back to the member
 * for a revision, counts as open). The admin's Overview count and Assignments filter read the same list.
 */
export const OVERDUE_STATUSES: readonly AssignmentStatus[] = ['assigned', 'in_progress', 'reviewed'];

/** Overdue: past its deadline and not yet handed in. */
export function isOverdue(assignment: Pick<Assignment, 'status' | 'deadline'>, now: Date): boolean {
  return OVERDUE_STATUSES.includes(assignment.status) && assignment.deadline < now;
}

/**
 * When a premium assignment opens to every member (D20): `earlyAccessHours` after an editor marked it premium, so
 * work marked a week after it was posted still gives Editorial Partners their first look; null for work that is
 * not premium (open to all from the start).
 */
export function opensToAllAt(
  assignment: Pick<Assignment, 'isPremium' | 'premiumSince'>,
  earlyAccessHours: number,
): Date | null {
  if (!assignment.isPremium || !assignment.premiumSince) return null;
  return new Date(assignment.premiumSince.getTime() + earlyAccessHours * 3_600_000);
}

/** What marking work premium (or not) writes: the first look counts from the moment it is marked. */
export const premiumMark = (isPremium: boolean, now: Date): Pick<Assignment, 'isPremium' | 'premiumSince'> => ({
  isPremium,
  premiumSince: isPremium ? now : null,
});

/** Whether the member may see and accept it now: open to all, or the member has the first look (D20). */
export function isOpenTo(opensAt: Date | null, firstLook: boolean, now: Date): boolean {
  return opensAt === null || firstLook || opensAt <= now;
}

/** The status a saved draft leaves: `assigned` becomes `in_progress`, so that status means work has begun. */
export function statusAfterDraft(status: AssignmentStatus): AssignmentStatus | null {
  if (!WRITABLE_STATUSES.includes(status)) return null;
  return status === 'assigned' ? 'in_progress' : status;
}

/** Whether the member may submit (D9: `assigned`, `in_progress`, and `reviewed` for a revision). */
export const canSubmit = (status: AssignmentStatus): boolean => WRITABLE_STATUSES.includes(status);

/** One handed-in version of an assignment (D9: each submission is kept, with the server's word count). */
export interface AssignmentSubmission {
  id: number;
  assignmentId: number;
  userId: number | null;
  content: string;
  wordCount: number;
  submittedAt: Date;
}
