import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { GetMemberSubscription } from '../../billing/application/manage-subscription';
import type { UserView } from '../../identity/domain/user';
import { eligibilityProblem } from '../domain/eligibility';

/**
 * D2 step 6, decided on the server from the modules that own each fact: the account (identity's view of the
 * signed-in user, loaded fresh on every request), the application (applications) and the subscription (billing).
 */
@Injectable()
export class MemberEligibility {
  constructor(
    private readonly applications: FindMemberApplication,
    private readonly subscriptions: GetMemberSubscription,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Throws the 403 naming what is missing. */
  async assertMayTakeWork(member: UserView): Promise<void> {
    const application = await this.applications.execute(member.id);
    const problem = eligibilityProblem({
      accountActive: member.isActive,
      applicationStatus: application?.status ?? null,
      // Read only when the cheaper conditions hold: most refusals need no subscription lookup.
      subscriptionActive:
        member.isActive && application?.status === 'approved' ? await this.subscriptionActive(member) : false,
    });
    if (problem) throw problem;
  }

  /**
   * The provider's subscription decides when the member has one (D3: trialing and past_due count as active; a
   * free trial counts while its trial runs). A member without one counts as subscribed only when an editor set
   * the account's subscription active (a complimentary member, D10).
   */
  private async subscriptionActive(member: UserView): Promise<boolean> {
    const subscription = await this.subscriptions.execute(member);
    if (!subscription) return member.subscriptionStatus === 'active';
    if (subscription.status !== 'active') return false;
    if (subscription.providerStatus !== 'trialing') return true;
    return subscription.trialEnd !== null && new Date(subscription.trialEnd) > this.clock.now();
  }
}
