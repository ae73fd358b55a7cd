export const APPLICATION_STATUSES = ['quiz_required', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an editor may set (D2 step 5). */
export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export const ACKNOWLEDGMENTS = ['acknowledge', 'decline'] as const;

/** The /apply questionnaire's answers, carried to the account creation and kept for the editors (D2 step 1). */
export interface ApplyAnswers {
  name: string;
  writingTypes: string[];
  otherWritingType?: string;
  involvement: string[];
  acknowledgment: (typeof ACKNOWLEDGMENTS)[number];
}

/** The applicant info of the registration's first step (spec section 3), for the editors. */
export interface ApplicantDetails {
  address: string;
  phone: string | null;
  preferredGenres: string | null;
  experience: string | null;
}

/**
 * A member's application (spec section 3: id, status; the rest is for the editors). A member has one current
 * application; one the quiz rejected is superseded when the member applies again (D17), and kept as history.
 */
export interface Application {
  id: number;
  userId: number;
  status: ApplicationStatus;
  answers: ApplyAnswers | null;
  applicantDetails: ApplicantDetails | null;
  decisionNote: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
  /** Set only when the quiz rejected it (every attempt failed): from then on the member may apply again. */
  reapplyAt: Date | null;
  /** When the member applied again and a new application replaced this one; null for the current one. */
  supersededAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the member sees (`GET /api/applications/me`). */
export interface ApplicationSummary {
  id: number;
  status: ApplicationStatus;
  /** When the quiz rejected the application: the moment the member may apply again (D17); null otherwise. */
  reapplyAt: Date | null;
  /** The editor's note on their decision (D18: the member home shows it, as the decision's e-mail does); null otherwise. */
  decisionNote: string | null;
}

export const toSummary = (
  application: Pick<Application, 'id' | 'status' | 'reapplyAt' | 'decisionNote' | 'decidedBy'>,
): ApplicationSummary => ({
  id: application.id,
  status: application.status,
  reapplyAt: application.reapplyAt,
  // A quiz rejection's note is the editors' record, not a decision of theirs (no `decidedBy`): the quiz page explains.
  decisionNote: application.decidedBy !== null ? application.decisionNote : null,
});

/** The quiz rejected it: editors do not decide it, and only such an application may be renewed. */
export function closedByQuiz<T extends Pick<Application, 'status' | 'reapplyAt'>>(
  application: T,
): application is T & { reapplyAt: Date } {
  return application.status === 'rejected' && application.reapplyAt !== null;
}

/**
 * Editors decide applications whose quiz is passed (`pending`), and may change their mind later
 * (approved ↔ rejected). An application still waiting for the quiz cannot be decided, nor one the quiz
 * rejected (`closedByQuiz`: its quiz was never passed), and a decision must change the status.
 */
export function decidableFrom(decision: Decision): ApplicationStatus[] {
  return decision === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
}

export function canDecide(current: ApplicationStatus, decision: Decision): boolean {
  return decidableFrom(decision).includes(current);
}
