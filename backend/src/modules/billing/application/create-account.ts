import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { METRICS, type EventCounter, type Metrics } from '../../../shared/application/metrics';
import { CreateApplication, type ApplyAnswers } from '../../applications/application/create-application';
import { UserAccounts } from '../../identity/application/user-accounts';
import { normalizeEmail, type UserView } from '../../identity/domain/user';
import { SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import {
  paymentAlreadyUsed,
  paymentNotConfirmed,
  paymentSessionMismatch,
  planMismatch,
} from '../domain/billing.errors';
import { memberStatus } from '../domain/subscription';
import { startedMail } from '../domain/subscription-mail';
import type { MembershipTier } from '../domain/tiers';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionMailer } from './subscription-mailer';
import { SubscriptionVerifier } from './subscription-verifier';

/** The spec's create-account payload (section 7), with the /apply answers when the visitor has them. */
export interface CreateAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  address: string;
  phone?: string;
  preferredGenres?: string;
  experience?: string;
  tier: MembershipTier;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  applyAnswers: ApplyAnswers | null;
}

/**
 * `POST /api/create-account` (D2 step 2): the provider confirms the payment, then one transaction creates
 * the member, the application (`quiz_required`) and the subscription link. Retrying is safe: a subscription
 * backs at most one account (a conditional claim inside the transaction), and a failure leaves nothing.
 */
@Injectable()
export class CreateAccount {
  private readonly signUps: EventCounter<'tier'>;

  constructor(
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    private readonly verifier: SubscriptionVerifier,
    private readonly accounts: UserAccounts,
    private readonly createApplication: CreateApplication,
    private readonly mailer: SubscriptionMailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(METRICS) metrics: Metrics,
  ) {
    this.signUps = metrics.counter({
      name: 'penwright_sign_ups_total',
      help: 'Accounts created after a confirmed payment, by membership tier',
      labelNames: ['tier'],
    });
  }

  async execute(input: CreateAccountInput): Promise<UserView> {
    const email = normalizeEmail(input.email);
    const subscription = await this.subscriptions.findBySubscriptionId(input.stripeSubscriptionId);
    if (!subscription) throw paymentNotConfirmed();
    if (
      subscription.customerId !== input.stripeCustomerId ||
      subscription.email !== email ||
      subscription.requestedByUserId !== null
    ) {
      throw paymentSessionMismatch();
    }
    // What is charged was fixed when the payment started; the browser cannot name another tier now.
    if (subscription.tier !== input.tier) throw planMismatch();
    if (subscription.userId !== null) throw paymentAlreadyUsed();
    await this.accounts.assertAvailable(email, input.username);
    const { snapshot, observedAt } = await this.verifier.verify(subscription);

    const user = await this.uow.run(async () => {
      const user = await this.accounts.createMember(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          username: input.username,
          password: input.password,
        },
        {
          stripeSubscriptionId: subscription.subscriptionId,
          subscriptionStatus: memberStatus(snapshot.status),
          subscriptionTier: subscription.tier,
        },
      );
      await this.createApplication.execute({
        userId: user.id,
        answers: input.applyAnswers,
        applicant: {
          address: input.address.trim(),
          phone: input.phone?.trim() || null,
          preferredGenres: input.preferredGenres?.trim() || null,
          experience: input.experience?.trim() || null,
        },
      });
      if (!(await this.subscriptions.claim(subscription.subscriptionId, user.id, snapshot, observedAt))) {
        throw paymentAlreadyUsed();
      }
      await this.mailer.send(user.id, [startedMail(subscription, snapshot)]);
      return user;
    });
    this.signUps.inc({ tier: subscription.tier }); // committed
    return user;
  }
}
