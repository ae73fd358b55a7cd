import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { GetMemberSubscription } from '../../billing/application/manage-subscription';
import type { SubscriptionView } from '../../billing/domain/subscription-view';
import type { UserView } from '../../identity/domain/user';
import { ASSIGNMENT_SETTINGS, type AssignmentSettings } from '../assignments.settings';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import type { AssignmentRepository } from './ports/assignment.repository';
import { eligibilityGap, eligibilityProblem, type EligibilityFacts, type EligibilityGap } from '../domain/eligibility';

/** Where a member stands on D2 step 6, as the editors' assignee picker shows it. */
export interface MemberStanding {
  /** The member's current application status, or null without one. */
  applicationStatus: string | null;
  subscriptionActive: boolean;
  /** The first condition not met, or null when the member may take work. */
  gap: EligibilityGap | null;
  /** Assignments held now (assigned or in progress) and D9's limit on them: at the limit, no more work. */
  activeAssignments: number;
  claimLimit: number;
}

/**
 * D2 step 6, decided on the server from the modules that own each fact: the account (identity's view of the
 * user), the application (applications) and the subscription (billing). The member's accept and the editors'
 * assignee picker both ask here, so the picker offers exactly the members whose accept would succeed.
 */
@Injectable()
export class MemberEligibility {
  constructor(
    private readonly applications: FindMemberApplication,
    private readonly subscriptions: GetMemberSubscription,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(ASSIGNMENT_SETTINGS) private readonly settings: AssignmentSettings,
  ) {}

  /** Throws the 403 naming what is missing, as the member reads it. */
  async assertMayTakeWork(member: UserView): Promise<void> {
    const problem = eligibilityProblem(await this.factsOf(member));
    if (problem) throw problem;
  }

  /** Each member's standing, read with one statement per owning module (the picker's candidates). */
  async standingsOf(members: readonly UserView[]): Promise<Map<number, MemberStanding>> {
    const ids = members.map((member) => member.id);
    // One after another: an editor's assignment reads these inside its transaction, whose one connection takes one
    // statement at a time (pg queued the others, and warns that version 9 will refuse them).
    const applications = await this.applications.forMembers(ids);
    const subscriptions = await this.subscriptions.forMembers(ids);
    const active = await this.assignments.countActiveByMember(ids);
    const claimLimit = this.settings.claimLimit;
    return new Map(
      members.map((member) => {
        const facts: EligibilityFacts = {
          accountActive: member.isActive,
          applicationStatus: applications.get(member.id)?.status ?? null,
          subscriptionActive: this.subscriptionActive(member, subscriptions.get(member.id) ?? null),
        };
        const activeAssignments = active.get(member.id) ?? 0;
        return [member.id, { ...facts, gap: eligibilityGap(facts), activeAssignments, claimLimit }];
      }),
    );
  }

  private async factsOf(member: UserView): Promise<EligibilityFacts> {
    const application = await this.applications.execute(member.id);
    return {
      accountActive: member.isActive,
      applicationStatus: application?.status ?? null,
      // Read only when the cheaper conditions hold: most refusals need no subscription lookup.
      subscriptionActive:
        member.isActive && application?.status === 'approved'
          ? this.subscriptionActive(member, await this.subscriptions.execute(member))
          : false,
    };
  }

  /**
   * Identity's membership rule decides, the one the members-only gate and the interface read (D20): billing keeps
   * the account's status in step with the provider (D3: trialing and past_due count as active), and an editor sets
   * it for a complimentary member (D10). One thing the account's status learns late (at the nightly reconcile in
   * the sandbox) is the end of a free trial without a card, so a running trial is also checked against its end.
   */
  private subscriptionActive(member: UserView, subscription: SubscriptionView | null): boolean {
    if (!member.membership.active) return false;
    if (subscription?.providerStatus !== 'trialing') return true;
    return subscription.trialEnd !== null && new Date(subscription.trialEnd) > this.clock.now();
  }
}
