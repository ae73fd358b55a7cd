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

/** A decision's previous state, and whose application it is (the applicant hears of the decision, D18). */
export type DecidedApplication = DecisionState & Pick<Application, 'userId'>;

/** The quiz rejected an application (D17): when, the editors' note, and when the member may apply again. */
export interface QuizRejection {
  note: string;
  reapplyAt: Date;
  at: Date;
}

export interface ApplicationRepository {
  /**
   * Inserts the member's current application unless one exists (one current application per member, decided
   * by the unique index), and returns the member's current one.
   */
  createOnce(
    userId: number,
    answers: ApplyAnswers | null,
    applicant: ApplicantDetails | null,
    now: Date,
  ): Promise<Application>;
  /** As the database has it now, even if this unit of work read the row before a conditional change. */
  findById(id: number): Promise<Application | null>;
  /**
   * The member's current application, as the database has it now. With `lock`, the row stays locked until the
   * caller's unit of work ends (SELECT ... FOR UPDATE), so what depends on its state is decided one at a time.
   */
  findByUserId(userId: number, lock?: boolean): Promise<Application | null>;
  findByIds(ids: readonly number[]): Promise<Application[]>;
  /** The current application of each of these members that has one (the editors' lists), in one statement. */
  findCurrentByUserIds(userIds: readonly number[]): Promise<Application[]>;
  /** `quiz_required` → `pending` in one conditional UPDATE; false when it was not waiting for the quiz. */
  markQuizPassed(id: number, now: Date): Promise<boolean>;
  /** `quiz_required` → `rejected` with the rejection's fields in one conditional UPDATE; false otherwise. */
  rejectAfterQuiz(id: number, rejection: QuizRejection): Promise<boolean>;
  /** Marks a current application the quiz rejected as replaced (one conditional UPDATE); false otherwise. */
  supersede(id: number, at: Date): Promise<boolean>;
  /**
   * Applies the decision only if the current status is one of `from` and the quiz did not close the application
   * (decided in SQL, row locked), and answers the decision fields as they were; null otherwise (or when there is
   * no such application), with the applicant's id.
   */
  decide(id: number, change: DecisionChange, from: ApplicationStatus[]): Promise<DecidedApplication | null>;
}
