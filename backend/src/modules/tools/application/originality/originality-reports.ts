import { Inject, Injectable } from '@nestjs/common';
import { ORIGINALITY_REPORT_STORE } from '../../tools.tokens';
import type { ReportStore, StoredReport } from './ports/report-store';

/** The stored reports, exported for the screens that show them: the admin assignment page and the dashboard. */
@Injectable()
export class OriginalityReports {
  constructor(@Inject(ORIGINALITY_REPORT_STORE) private readonly reports: ReportStore) {}

  /** Editors: the report of each submitted version that has one. */
  async forSubmissions(submissionIds: readonly number[]): Promise<Map<number, StoredReport>> {
    if (!submissionIds.length) return new Map();
    const stored = await this.reports.forSubmissions(submissionIds);
    return new Map(stored.map((report) => [report.submissionId, report]));
  }

  /** The member: the score of their latest submitted version of each assignment. */
  latestScores(userId: number, assignmentIds: readonly number[]): Promise<Map<number, number>> {
    return assignmentIds.length ? this.reports.latestScores(userId, assignmentIds) : Promise.resolve(new Map());
  }
}
