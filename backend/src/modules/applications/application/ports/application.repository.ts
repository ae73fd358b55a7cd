import type {
  ApplicantDetails,
  Application,
  ApplicationStatus,
  ApplyAnswers,
  Decision,
} from '../../domain/application';
import type { ReviewQueuePage, ReviewQueueQuery } from '../../domain/review-queue';

export interface DecisionChange {
  decision: Decision;
  note: string | null;
  decidedBy: number;
  at: Date;
}

/** The decision fields as they were before a change (for the audit log). */
export type DecisionState = Pick<Application, 'status' | 'decisionNote' | 'decidedBy' | 'decidedAt'>;

export interface ApplicationRepository {
  /** Inserts the member's application unless one exists (unique user), and returns the member's one. */
  createOnce(
    userId: number,
    answers: ApplyAnswers | null,
    applicant: ApplicantDetails | null,
    now: Date,
  ): Promise<Application>;
  findById(id: number): Promise<Application | null>;
  findByUserId(userId: number): Promise<Application | null>;
  /**
   * One page of the applications matching the query: pending first, then waiting for the quiz, then
   * decided; newest first within each.
   */
  listForReview(query: ReviewQueueQuery): Promise<ReviewQueuePage>;
  /** `quiz_required` → `pending` in one conditional UPDATE; false when it was not waiting for the quiz. */
  markQuizPassed(id: number, now: Date): Promise<boolean>;
  /**
   * Applies the decision only if the current status is one of `from` (decided in SQL, row locked);
   * null when it is not (or the application does not exist).
   */
  decide(
    id: number,
    change: DecisionChange,
    from: ApplicationStatus[],
  ): Promise<{ before: DecisionState; after: Application } | null>;
}
