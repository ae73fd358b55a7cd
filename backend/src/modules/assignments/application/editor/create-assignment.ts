import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { ASSIGNMENT_REPOSITORY } from '../../assignments.tokens';
import type { Assignment } from '../../domain/assignment';
import { briefProblem, type AssignmentBrief } from '../../domain/assignment-brief';
import type { AssignmentRepository } from '../ports/assignment.repository';

/** `POST /api/admin/assignments` (spec section 5): a new `available` assignment, its deadline ahead. */
@Injectable()
export class CreateAssignment {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(brief: AssignmentBrief): Promise<Assignment> {
    const now = this.clock.now();
    const problem = briefProblem(brief, { value: brief.deadline, mustBeAhead: true }, now);
    if (problem) throw problem;
    return this.assignments.create(brief, now);
  }
}
