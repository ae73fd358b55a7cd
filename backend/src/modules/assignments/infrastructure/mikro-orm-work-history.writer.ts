import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PastWork, WorkHistoryWriter } from '../application/ports/work-history';
import { AssignmentReviewSchema } from './assignment-review.schema';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { AssignmentSchema } from './assignment.schema';
import { ReviewCommentReplySchema, ReviewCommentSchema } from './review-comment.schema';

/** The seed's writer: plain inserts through the EntityManager, inside the seed's unit of work. */
@Injectable()
export class MikroOrmWorkHistoryWriter implements WorkHistoryWriter {
  constructor(private readonly em: EntityManager) {}

  async hasAnyWork(userId: number): Promise<boolean> {
    return (await this.em.count(AssignmentSchema, { assignedUserId: userId })) > 0;
  }

  async insert(work: PastWork): Promise<{ assignmentId: number; versionIds: number[] }> {
    const assignment = this.em.create(AssignmentSchema, work.assignment);
    await this.em.persist(assignment).flush();
    const versions = work.versions.map((version) =>
      this.em.create(AssignmentSubmissionSchema, { ...version, assignmentId: assignment.id }),
    );
    const reviews = work.reviews.map((review) =>
      this.em.create(AssignmentReviewSchema, { ...review, assignmentId: assignment.id }),
    );
    await this.em.persist([...versions, ...reviews]).flush();
    for (const comment of work.comments) {
      const { position, quote } = comment.selector;
      const row = this.em.create(ReviewCommentSchema, {
        assignmentId: assignment.id,
        submissionId: versions[comment.version].id,
        authorId: comment.authorId,
        positionStart: position.start,
        positionEnd: position.end,
        quoteExact: quote.exact,
        quotePrefix: quote.prefix,
        quoteSuffix: quote.suffix,
        body: comment.body,
        createdAt: comment.createdAt,
        sentAt: comment.sentAt,
        resolvedAt: comment.resolvedAt,
        resolvedById: comment.resolvedById,
      });
      await this.em.persist(row).flush();
      if (comment.reply)
        this.em.persist(this.em.create(ReviewCommentReplySchema, { ...comment.reply, commentId: row.id }));
    }
    await this.em.flush();
    return { assignmentId: assignment.id, versionIds: versions.map((version) => version.id) };
  }
}
