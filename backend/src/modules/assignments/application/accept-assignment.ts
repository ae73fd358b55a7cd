import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { METRICS, type EventCounter, type Metrics } from '../../../shared/application/metrics';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { UserView } from '../../identity/domain/user';
import { ASSIGNMENT_SETTINGS, type AssignmentSettings } from '../assignments.settings';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import {
  alreadyYours,
  assignmentNotFound,
  claimLimitReached,
  deadlinePassed,
  notAvailable,
  premiumEarlyAccess,
} from '../domain/assignments.errors';
import { isOpenTo, opensToAllAt } from '../domain/assignment';
import { hasFirstLook } from '../../billing/domain/tier-perks';
import { premiumAccessOf } from './premium-access';
import { toAssignmentView, type AssignmentView } from './assignment-view';
import { MemberEligibility } from './member-eligibility';
import type { AssignmentRepository } from './ports/assignment.repository';

/**
 * `POST /api/assignments/{id}/accept` (D9): one conditional UPDATE decides; of many concurrent accepts of one
 * assignment exactly one wins, and a member never holds more than ASSIGNMENT_CLAIM_LIMIT active ones. Premium
 * work (D20) is open to Editorial Partners at once and to others PREMIUM_EARLY_ACCESS_HOURS after its creation:
 * the same UPDATE decides that too, so no early accept slips through between a check and the write.
 */
@Injectable()
export class AcceptAssignment {
  private readonly accepted: EventCounter;

  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(ASSIGNMENT_SETTINGS) private readonly settings: AssignmentSettings,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(METRICS) metrics: Metrics,
    private readonly eligibility: MemberEligibility,
  ) {
    this.accepted = metrics.counter({ name: 'penwright_assignments_accepted_total', help: 'Assignments accepted' });
  }

  async execute(member: UserView, id: number): Promise<AssignmentView> {
    await this.eligibility.assertMayTakeWork(member);
    const now = this.clock.now();
    // One transaction: the claim's per-member lock lasts until the UPDATE's result is committed.
    const access = premiumAccessOf(member, this.settings, now);
    const claimed = await this.uow.run(() =>
      this.assignments.claim(id, member.id, this.settings.claimLimit, now, access),
    );
    if (claimed) {
      this.accepted.inc(); // committed
      return toAssignmentView(claimed, now);
    }
    throw await this.whyNot(member, id, now);
  }

  /** The claim changed nothing: read why, after the fact (the answer names the first reason that holds). */
  private async whyNot(member: UserView, id: number, now: Date) {
    const userId = member.id;
    const assignment = await this.assignments.findById(id);
    if (!assignment) return assignmentNotFound();
    if (assignment.assignedUserId === userId && assignment.status !== 'available') return alreadyYours();
    if (assignment.status !== 'available') return notAvailable(assignment.status);
    if (assignment.deadline <= now) return deadlinePassed();
    const opensAt = opensToAllAt(assignment, this.settings.premiumEarlyAccessHours);
    if (!isOpenTo(opensAt, hasFirstLook(member), now)) return premiumEarlyAccess(opensAt!);
    return claimLimitReached(await this.assignments.countActive(userId), this.settings.claimLimit);
  }
}
