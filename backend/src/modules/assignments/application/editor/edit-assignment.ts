import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { ASSIGNMENT_REPOSITORY } from '../../assignments.tokens';
import type { Assignment, AssignmentStatus } from '../../domain/assignment';
import { briefProblem, payFixedOnCompletion, type AssignmentBrief } from '../../domain/assignment-brief';
import { assignmentNotFound } from '../../domain/assignments.errors';
import { statusEffects } from '../../domain/editor-transitions';
import type { AssignmentChanges, AssignmentRepository } from '../ports/assignment.repository';
import { ApplyAssignmentChange, type EditorChangeResult } from './apply-assignment-change';

/** `PATCH /api/admin/assignments/{id}`: any of the brief's fields, a status (D9) and review notes. */
export interface AssignmentEdit extends Partial<AssignmentBrief> {
  status?: AssignmentStatus;
  /** Null clears them. Required, with a move to `reviewed`. */
  reviewNotes?: string | null;
}

const BRIEF_FIELDS = [
  'title',
  'description',
  'type',
  'wordCount',
  'payRateCents',
  'isPerWord',
  'deadline',
  'requirements',
  'isPremium',
] as const satisfies readonly (keyof AssignmentBrief)[];

const PAY_FIELDS: readonly (keyof AssignmentChanges)[] = ['wordCount', 'payRateCents', 'isPerWord'];

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The brief's fields (and notes) the edit sets to something else than they are. */
function changedFields(before: Assignment, edit: AssignmentEdit): AssignmentChanges {
  const changes: Record<string, unknown> = {};
  for (const field of [...BRIEF_FIELDS, 'reviewNotes'] as const) {
    if (edit[field] !== undefined && !same(edit[field], before[field])) changes[field] = edit[field];
  }
  return changes as AssignmentChanges;
}

/**
 * An editor's edit. A status change goes through D9's transitions (completing pays exactly once, an impossible
 * change is a 409 naming the allowed ones); the pay of completed work is fixed; a new deadline must be ahead
 * (the stored one may have passed: editing the title of overdue work is fine). Nothing changed, nothing written.
 */
@Injectable()
export class EditAssignment {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly apply: ApplyAssignmentChange,
  ) {}

  execute(id: number, edit: AssignmentEdit): Promise<EditorChangeResult> {
    return this.uow.run(async () => {
      const before = await this.assignments.findById(id);
      if (!before) throw assignmentNotFound();
      const now = this.clock.now();
      const changes = changedFields(before, edit);
      if (edit.status !== undefined && edit.status !== before.status) {
        Object.assign(changes, statusEffects(before.status, edit.status, edit.reviewNotes, now));
      }
      if (before.status === 'completed' && PAY_FIELDS.some((field) => field in changes)) {
        throw payFixedOnCompletion();
      }
      const deadline = { value: changes.deadline ?? before.deadline, mustBeAhead: 'deadline' in changes };
      const problem = briefProblem({ ...before, ...changes }, deadline, now);
      if (problem) throw problem;
      if (!Object.keys(changes).length) return { before, after: before, payout: null, commentsSent: 0 };
      return this.apply.execute(before, changes);
    });
  }
}
