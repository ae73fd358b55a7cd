import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { ASSIGNMENT_REPOSITORY } from '../../assignments.tokens';
import { assignmentNotFound } from '../../domain/assignments.errors';
import { reviewEffects, type ReviewDecision } from '../../domain/editor-transitions';
import type { AssignmentRepository } from '../ports/assignment.repository';
import { ApplyAssignmentChange, type EditorChangeResult } from './apply-assignment-change';

/**
 * An editor's review (D9): `complete` (to `completed`, opening the payout) or `revise` (to `reviewed` with
 * notes; the member may resubmit). Only a `submitted` assignment (409 otherwise).
 */
@Injectable()
export class ReviewAssignment {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly apply: ApplyAssignmentChange,
  ) {}

  execute(id: number, decision: ReviewDecision, reviewNotes: string | null | undefined): Promise<EditorChangeResult> {
    return this.uow.run(async () => {
      const before = await this.assignments.findById(id);
      if (!before) throw assignmentNotFound();
      return this.apply.execute(before, reviewEffects(before.status, decision, reviewNotes, this.clock.now()));
    });
  }
}
