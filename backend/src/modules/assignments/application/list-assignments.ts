import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { OriginalityReports } from '../../tools/application/originality/originality-reports';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import { toAssignmentView, type AssignmentView } from './assignment-view';
import type { AssignmentRepository } from './ports/assignment.repository';

/** The most open assignments one answer lists (soonest deadline first). */
export const AVAILABLE_LIST_LIMIT = 100;

/** `GET /api/assignments`: open work any member may look at (accepting is what needs eligibility). */
@Injectable()
export class ListAvailableAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AssignmentView[]> {
    const now = this.clock.now();
    const open = await this.assignments.listAvailable(now, AVAILABLE_LIST_LIMIT);
    return open.map((assignment) => toAssignmentView(assignment, now));
  }
}

/** `GET /api/assignments/me`: the member's own assignments, whatever their status, with their originality scores. */
@Injectable()
export class ListMemberAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly originality: OriginalityReports,
  ) {}

  async execute(userId: number): Promise<AssignmentView[]> {
    const now = this.clock.now();
    const mine = await this.assignments.listForMember(userId);
    const handedIn = mine.filter((assignment) => assignment.submittedAt !== null).map((assignment) => assignment.id);
    const scores = await this.originality.latestScores(userId, handedIn);
    return mine.map((assignment) => toAssignmentView(assignment, now, scores.get(assignment.id) ?? null));
  }
}
