import { Inject, Injectable } from '@nestjs/common';
import { ASSIGNMENT_REPOSITORY } from '../../assignments.tokens';
import type { Assignment, AssignmentSubmission } from '../../domain/assignment';
import { assignmentNotFound } from '../../domain/assignments.errors';
import type { AssignmentRepository } from '../ports/assignment.repository';

export interface AssignmentWithVersions {
  assignment: Assignment;
  /** Every version handed in, oldest first. */
  submissions: AssignmentSubmission[];
}

/** Reads for the editors' screens (the admin module picks a page of ids, then loads them here). */
@Injectable()
export class FindAssignments {
  constructor(@Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository) {}

  /** In the order of `ids`; unknown ids are skipped. */
  async byIds(ids: readonly number[]): Promise<Assignment[]> {
    const byId = new Map((await this.assignments.findByIds(ids)).map((a) => [a.id, a]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One assignment with its submitted versions; 404 'Assignment Not Found'. */
  async withVersions(id: number): Promise<AssignmentWithVersions> {
    const assignment = await this.assignments.findById(id);
    if (!assignment) throw assignmentNotFound();
    return { assignment, submissions: await this.assignments.listSubmissions(id) };
  }
}
