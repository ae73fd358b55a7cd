import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type { WorkRecordsRepository } from '../application/ports/work-records.repository';
import type { AssignmentReview, WorkRecords } from '../domain/work-activity';
import { AssignmentReviewSchema } from './assignment-review.schema';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { AssignmentSchema } from './assignment.schema';

/** Plain EntityManager reads of the member's records: the versions' texts are not loaded, only their counts. */
@Injectable()
export class MikroOrmWorkRecordsRepository implements WorkRecordsRepository {
  constructor(private readonly em: EntityManager) {}

  async recordReview(review: Omit<AssignmentReview, 'id'>): Promise<number> {
    const record = this.em.create(AssignmentReviewSchema, review);
    await this.em.persist(record).flush();
    return record.id;
  }

  async recordsOf(userId: number, limit: number): Promise<WorkRecords> {
    const [accepted, submissions, reviews] = await Promise.all([
      this.em.find(
        AssignmentSchema,
        { assignedUserId: userId, acceptedAt: { $ne: null } },
        { ...FRESH_READ, fields: ['id', 'acceptedAt'], orderBy: { acceptedAt: 'desc', id: 'desc' }, limit },
      ),
      this.em.find(
        AssignmentSubmissionSchema,
        { userId },
        {
          ...FRESH_READ,
          fields: ['id', 'assignmentId', 'wordCount', 'submittedAt'],
          orderBy: { submittedAt: 'desc', id: 'desc' },
          limit,
        },
      ),
      this.em.find(
        AssignmentReviewSchema,
        { userId },
        { ...FRESH_READ, orderBy: { reviewedAt: 'desc', id: 'desc' }, limit },
      ),
    ]);
    return {
      accepted: accepted.flatMap((row) => (row.acceptedAt ? [{ assignmentId: row.id, at: row.acceptedAt }] : [])),
      submissions: submissions.map((row) => ({
        assignmentId: row.assignmentId,
        wordCount: row.wordCount,
        at: row.submittedAt,
      })),
      reviews,
    };
  }

  async titles(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.em.find(AssignmentSchema, { id: { $in: [...ids] } }, { fields: ['id', 'title'] });
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
