import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { ReportStore, StoredReport } from '../../application/originality/ports/report-store';
import type { OriginalityReport } from '../../domain/originality/originality-views';
import type { SubmittedText } from '../../domain/originality/source-document';
import { intArray } from './int-array';
import { OriginalityReportSchema, type OriginalityReportRow } from './originality.schema';

/** The reports through the EntityManager; the member's latest score per assignment is one DISTINCT ON. */
@Injectable()
export class PostgresReportStore implements ReportStore {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async save(submission: SubmittedText, report: OriginalityReport): Promise<void> {
    const row = this.em.create(OriginalityReportSchema, {
      submissionId: submission.submissionId,
      assignmentId: submission.assignmentId,
      userId: submission.userId,
      originalityScore: report.originalityScore,
      totalSources: report.totalSources,
      words: report.words,
      matches: report.matches,
      createdAt: new Date(),
    } satisfies OriginalityReportRow);
    await this.em.persist(row).flush();
  }

  async forSubmissions(submissionIds: readonly number[]): Promise<StoredReport[]> {
    const rows = await this.em.find(OriginalityReportSchema, { submissionId: { $in: [...submissionIds] } });
    return rows.map((row) => ({
      submissionId: row.submissionId,
      originalityScore: row.originalityScore,
      totalSources: row.totalSources,
      words: row.words,
      matches: row.matches,
      createdAt: row.createdAt,
    }));
  }

  async latestScores(userId: number, assignmentIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await this.sql.rows(
      `SELECT DISTINCT ON (assignment_id) assignment_id, originality_score FROM originality_reports
       WHERE user_id = ? AND assignment_id = ANY(?::integer[]) ORDER BY assignment_id, submission_id DESC`,
      [userId, intArray(assignmentIds)],
      { assignment_id: col.int, originality_score: col.int },
    );
    return new Map(rows.map((row) => [row.assignment_id, row.originality_score]));
  }
}
