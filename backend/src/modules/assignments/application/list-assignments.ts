import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { UserView } from '../../identity/domain/user';
import { OriginalityReports } from '../../tools/application/originality/originality-reports';
import { ASSIGNMENT_SETTINGS, type AssignmentSettings } from '../assignments.settings';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import { opensToAllAt } from '../domain/assignment';
import { toAssignmentView, type AssignmentView } from './assignment-view';
import type { AssignmentRepository } from './ports/assignment.repository';
import { premiumAccessOf } from './premium-access';

/** An assignment on the jobs board: premium work (D20) says when it opens to every member. */
export interface BoardAssignmentView extends AssignmentView {
  /** When premium work opens to all members (ISO); null for work open to all from the start. */
  opensToAllAt: string | null;
}

/** The most open assignments one answer lists (soonest deadline first). */
export const AVAILABLE_LIST_LIMIT = 100;

/**
 * `GET /api/assignments`: open work the member may look at (accepting is what needs eligibility). Premium work
 * (D20) is listed for Editorial Partners at once, for everyone else once it opens to all.
 */
@Injectable()
export class ListAvailableAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(ASSIGNMENT_SETTINGS) private readonly settings: AssignmentSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(member: UserView): Promise<BoardAssignmentView[]> {
    const now = this.clock.now();
    const access = premiumAccessOf(member, this.settings, now);
    const open = await this.assignments.listAvailable(now, AVAILABLE_LIST_LIMIT, access);
    return open.map((assignment) => ({
      ...toAssignmentView(assignment, now),
      opensToAllAt: opensToAllAt(assignment, this.settings.premiumEarlyAccessHours)?.toISOString() ?? null,
    }));
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
