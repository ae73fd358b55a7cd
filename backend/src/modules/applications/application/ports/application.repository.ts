import type {
  ApplicantDetails,
  Application,
  ApplicationStatus,
  ApplyAnswers,
  Decision,
} from '../../domain/application';

export interface DecisionChange {
  decision: Decision;
  note: string | null;
  decidedBy: number;
  at: Date;
}

/** The decision fields of an application (before and after a decision, for the audit log). */
export type DecisionState = Pick<Application, 'status' | 'decisionNote' | 'decidedBy' | 'decidedAt'>;

export interface ApplicationRepository {
  /** Inserts the member's application unless one exists (unique user), and returns the member's one. */
  createOnce(
    userId: number,
    answers: ApplyAnswers | null,
    applicant: ApplicantDetails | null,
    now: Date,
  ): Promise<Application>;
  /** As the database has it now, even if this unit of work read the row before a conditional change. */
  findById(id: number): Promise<Application | null>;
  findByUserId(userId: number): Promise<Application | null>;
  findByIds(ids: readonly number[]): Promise<Application[]>;
  /** `quiz_required` → `pending` in one conditional UPDATE; false when it was not waiting for the quiz. */
  markQuizPassed(id: number, now: Date): Promise<boolean>;
  /**
   * Applies the decision only if the current status is one of `from` (decided in SQL, row locked), and answers
   * the decision fields as they were; null when the status is not one of `from` (or there is no such application).
   */
  decide(id: number, change: DecisionChange, from: ApplicationStatus[]): Promise<DecisionState | null>;
}
