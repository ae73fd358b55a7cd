import { Inject, Injectable } from '@nestjs/common';
import { EDITOR_ACCESS } from '../premium-access';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ASSIGNMENT_SETTINGS, type AssignmentSettings } from '../../assignments.settings';
import { ASSIGNMENT_REPOSITORY } from '../../assignments.tokens';
import type { Assignment } from '../../domain/assignment';
import { ASSIGNMENTS_ERRORS as codes, assignmentNotFound } from '../../domain/assignments.errors';
import { UserAccounts } from '../../../identity/application/user-accounts';
import type { EligibilityGap } from '../../domain/eligibility';
import { MemberEligibility, type MemberStanding } from '../member-eligibility';
import type { AssignmentRepository } from '../ports/assignment.repository';
import { WorkNotifications } from './work-notifications';

export interface AssignResult {
  before: Assignment;
  after: Assignment;
}

const onlyAvailable = (status: string) =>
  new DomainError(
    codes.ASSIGNMENT_STATUS_CHANGE_REFUSED,
    `Only an available assignment can be assigned; this one is ${status}.`,
  );

const deadlinePassed = () =>
  new DomainError(
    codes.ASSIGNMENT_DEADLINE_PASSED,
    'The deadline of this assignment has passed: set a later one before assigning it.',
  );

/** D2 step 6 as an editor reads it: who the member is not yet, and what they must do first. */
const CANNOT_TAKE_WORK: Record<EligibilityGap, (standing: MemberStanding) => string> = {
  account: () => 'This member’s account is inactive: only active members can be given work.',
  application: ({ applicationStatus }) =>
    applicationStatus
      ? `This member’s application is ${applicationStatus.replace('_', ' ')}: only approved members can be given work.`
      : 'This member has not applied: only approved members can be given work.',
  subscription: () => 'This member has no active subscription: only subscribed members can be given work.',
};

const memberAtLimit = (active: number, limit: number) =>
  new DomainError(
    codes.ASSIGNMENT_LIMIT_REACHED,
    `This member has ${active} active assignments and may hold at most ${limit} at a time (ASSIGNMENT_CLAIM_LIMIT).`,
  );

/**
 * `PATCH /api/admin/assignments/{id}/assign`: an editor gives available work to a member, through the same
 * conditional UPDATE as the member's own accept, so it races fairly with accepts (one wins) and keeps D9's
 * claim limit, which is about what a member holds, whoever chose the work, and D2 step 6: work goes only to a
 * member whose own accept would succeed (409 naming what is missing; the picker offers no one else). Runs in the
 * caller's unit of work (the claim's per-member lock needs one, and the member's e-mail commits with the claim); the
 * caller has checked that the member is an active non-admin.
 */
@Injectable()
export class AssignToMember {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(ASSIGNMENT_SETTINGS) private readonly settings: AssignmentSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: UserAccounts,
    private readonly eligibility: MemberEligibility,
    private readonly notifications: WorkNotifications,
  ) {}

  async execute(id: number, userId: number): Promise<AssignResult> {
    const before = await this.assignments.findById(id);
    if (!before) throw assignmentNotFound();
    await this.assertMayTakeWork(userId);
    const now = this.clock.now();
    const after = await this.assignments.claim(id, userId, this.settings.claimLimit, now, EDITOR_ACCESS);
    if (after) {
      await this.notifications.assigned(after);
      return { before, after };
    }
    // Read again: the answer names what holds now, not what held before the claim.
    const current = (await this.assignments.findById(id)) ?? before;
    if (current.status !== 'available') throw onlyAvailable(current.status);
    if (current.deadline <= now) throw deadlinePassed();
    throw memberAtLimit(await this.assignments.countActive(userId), this.settings.claimLimit);
  }

  private async assertMayTakeWork(userId: number): Promise<void> {
    const member = await this.accounts.findById(userId);
    if (!member) return; // the caller has answered for a missing member
    const standing = (await this.eligibility.standingsOf([member])).get(member.id);
    if (standing?.gap)
      throw new DomainError(codes.ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE, CANNOT_TAKE_WORK[standing.gap](standing));
  }
}
