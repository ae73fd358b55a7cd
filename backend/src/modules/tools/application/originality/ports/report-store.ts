import type { OriginalityReport } from '../../../domain/originality/originality-views';
import type { SubmittedText } from '../../../domain/originality/source-document';

/** A submitted version's report as stored, with when it was made. */
export interface StoredReport extends OriginalityReport {
  submissionId: number;
  createdAt: Date;
}

/** The report stored with each submitted version (table `originality_reports`). */
export interface ReportStore {
  save(submission: SubmittedText, report: OriginalityReport): Promise<void>;
  forSubmissions(submissionIds: readonly number[]): Promise<StoredReport[]>;
  /** The score of the member's latest report on each of `assignmentIds` that has one. */
  latestScores(userId: number, assignmentIds: readonly number[]): Promise<Map<number, number>>;
}
