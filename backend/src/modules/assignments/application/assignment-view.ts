import { centsToDecimal } from '../../../shared/domain/money';
import { isOverdue, type Assignment } from '../domain/assignment';

/** An assignment on the wire (spec section 3): money as a decimal string with two places (D9). */
export interface AssignmentView {
  id: number;
  title: string;
  description: string;
  type: Assignment['type'];
  status: Assignment['status'];
  wordCount: number;
  /** Dollars per word when `isPerWord`, else the flat fee, e.g. "0.05" or "250.00". */
  payRate: string;
  isPerWord: boolean;
  deadline: string;
  requirements: string | null;
  assignedUserId: number | null;
  /** Marked premium by an editor (D20): Editorial Partners have a first look at it. */
  isPremium: boolean;
  /** When the assignee took it (ISO), null while available. */
  acceptedAt: string | null;
  draftContent: string | null;
  submittedContent: string | null;
  /** The server's count of the latest submission, shown against `wordCount`. */
  submittedWordCount: number | null;
  submittedAt: string | null;
  reviewNotes: string | null;
  /** When an editor last reviewed it (ISO): completed it or asked for a revision. */
  reviewedAt: string | null;
  createdAt: string;
  /** Past its deadline and not handed in. */
  overdue: boolean;
  /**
   * The originality score (0-100) of the latest version handed in, from the report made when it was submitted
   * (D13; the tools module); null before a submission.
   */
  originalityScore: number | null;
}

/** `originalityScore`: the latest submitted version's, when it has one (docs/tools.md). */
export function toAssignmentView(
  assignment: Assignment,
  now: Date,
  originalityScore: number | null = null,
): AssignmentView {
  return {
    id: assignment.id,
    title: assignment.title,
    description: assignment.description,
    type: assignment.type,
    status: assignment.status,
    wordCount: assignment.wordCount,
    payRate: centsToDecimal(assignment.payRateCents),
    isPerWord: assignment.isPerWord,
    deadline: assignment.deadline.toISOString(),
    requirements: assignment.requirements,
    assignedUserId: assignment.assignedUserId,
    isPremium: assignment.isPremium,
    acceptedAt: assignment.acceptedAt?.toISOString() ?? null,
    draftContent: assignment.draftContent,
    submittedContent: assignment.submittedContent,
    submittedWordCount: assignment.submittedWordCount,
    submittedAt: assignment.submittedAt?.toISOString() ?? null,
    reviewNotes: assignment.reviewNotes,
    reviewedAt: assignment.reviewedAt?.toISOString() ?? null,
    createdAt: assignment.createdAt.toISOString(),
    overdue: isOverdue(assignment, now),
    originalityScore: assignment.submittedAt === null ? null : originalityScore,
  };
}
