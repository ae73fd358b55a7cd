import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PastWork, WorkHistoryWriter } from '../application/ports/work-history';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { AssignmentSchema } from './assignment.schema';

/** The seed's writer: plain inserts through the EntityManager, inside the seed's unit of work. */
@Injectable()
export class MikroOrmWorkHistoryWriter implements WorkHistoryWriter {
  constructor(private readonly em: EntityManager) {}

  async hasAnyWork(userId: number): Promise<boolean> {
    return (await this.em.count(AssignmentSchema, { assignedUserId: userId })) > 0;
  }

  async insert(work: PastWork): Promise<number> {
    const assignment = this.em.create(AssignmentSchema, work.assignment);
    await this.em.persist(assignment).flush();
    for (const version of work.versions) {
      this.em.persist(this.em.create(AssignmentSubmissionSchema, { ...version, assignmentId: assignment.id }));
    }
    await this.em.flush();
    return assignment.id;
  }
}
