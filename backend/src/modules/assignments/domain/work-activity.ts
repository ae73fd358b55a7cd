import type { ReviewDecision } from './editor-transitions';

/** One editor's review of one handed-in version (D9), kept for the member's activity: never updated. */
export interface AssignmentReview {
  id: number;
  assignmentId: number;
  /** The member whose work was reviewed; null once their account is gone. */
  userId: number | null;
  decision: ReviewDecision;
  notes: string | null;
  reviewedAt: Date;
}

export type WorkEventKind = 'accepted' | 'submitted' | 'revision' | 'completed';

/** Something that happened to a member's work, from the records that keep it. */
export interface WorkEvent {
  kind: WorkEventKind;
  at: Date;
  assignmentId: number;
  /** The submission's word count (server-counted); null for the other kinds. */
  wordCount: number | null;
}

/** The records a member's activity is read from, each already the newest first. */
export interface WorkRecords {
  /** The member's current assignments with the moment they took each. */
  accepted: readonly { assignmentId: number; at: Date }[];
  /** Every version the member handed in. */
  submissions: readonly { assignmentId: number; wordCount: number; at: Date }[];
  /** Every review of the member's work. */
  reviews: readonly Pick<AssignmentReview, 'assignmentId' | 'decision' | 'reviewedAt'>[];
}

/** The member's latest `limit` work events, newest first (at the same moment, a review comes before what it reviewed). */
export function latestWorkEvents(records: WorkRecords, limit: number): WorkEvent[] {
  const events: WorkEvent[] = [
    ...records.reviews.map((review) => ({
      kind: review.decision === 'complete' ? ('completed' as const) : ('revision' as const),
      at: review.reviewedAt,
      assignmentId: review.assignmentId,
      wordCount: null,
    })),
    ...records.submissions.map((submission) => ({
      kind: 'submitted' as const,
      at: submission.at,
      assignmentId: submission.assignmentId,
      wordCount: submission.wordCount,
    })),
    ...records.accepted.map((taken) => ({
      kind: 'accepted' as const,
      at: taken.at,
      assignmentId: taken.assignmentId,
      wordCount: null,
    })),
  ];
  // A stable sort: events of one moment stay in the order above (newer kinds first).
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
