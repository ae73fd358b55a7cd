import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { UserAccounts } from '../../identity/application/user-accounts';
import { normalizeEmail, type UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import {
  adminsHaveNoMembership,
  freeTrialForNewMembersOnly,
  otherProvider,
  signInToChangePlan,
  tooManyPaymentSetups,
} from '../domain/billing.errors';
import { isLive, type IntentKind } from '../domain/subscription';
import { tierById, type MembershipTier } from '../domain/tiers';
import type { PaymentProvider, StartedSubscription } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { RegistrationBudget } from './registration-budget';
import { SubscriptionSync } from './subscription-sync';

export interface CustomerInfo {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  /** Optional: lets a taken username be reported before any money moves. */
  username?: string;
}

/** The payment setup response (spec section 3), plus what the browser must confirm. */
export interface PaymentSetup {
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
  intentType: IntentKind;
}

/**
 * `POST /api/create-subscription-payment-intent` (D2 steps 2 and 3). A visitor gets a new customer and an
 * incomplete subscription; a signed-in member with a live subscription gets a card setup for a tier change
 * of that same subscription, and one without gets a new subscription of their own.
 */
@Injectable()
export class StartSubscriptionPayment {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    private readonly budget: RegistrationBudget,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: UserAccounts,
    private readonly sync: SubscriptionSync,
  ) {}

  async execute(input: {
    tier: MembershipTier;
    customerInfo: CustomerInfo | null;
    member: UserView | null;
    clientAddress: string;
  }): Promise<PaymentSetup> {
    const { tier, customerInfo, member } = input;
    if (!customerInfo && !member) throw signInToChangePlan();
    if (!customerInfo && member?.isAdmin) throw adminsHaveNoMembership();
    // Each call creates a provider customer and subscription, so callers are limited per address.
    if (!(await this.budget.spend(input.clientAddress))) throw tooManyPaymentSetups();
    if (customerInfo) return this.forVisitor(tier, customerInfo);
    return this.forMember(tier, member as UserView);
  }

  private async forVisitor(tier: MembershipTier, info: CustomerInfo): Promise<PaymentSetup> {
    const email = normalizeEmail(info.email);
    await this.accounts.assertAvailable(email, info.username ?? '');
    const name = info.name.trim() || `${info.firstName} ${info.lastName}`.trim();
    const customerId = await this.provider.createCustomer({ email, name });
    return this.start(tier, customerId, email, null);
  }

  private async forMember(tier: MembershipTier, member: UserView): Promise<PaymentSetup> {
    // Decided before the provider is asked (and its answer stored): a refusal changes nothing. A member with a
    // live subscription has one, so this also refuses a trial as a plan change.
    if (tierById(tier).trialMonths > 0 && (await this.subscriptions.hasAnyForUser(member.id))) {
      throw freeTrialForNewMembersOnly();
    }
    const current = await this.refreshed(member.id);
    if (current && isLive(current.providerStatus)) {
      if (current.provider !== this.provider.name) throw otherProvider();
      const setup = await this.provider.createCardSetup(current.customerId);
      await this.subscriptions.setPendingChange(current.subscriptionId, tier, setup.id);
      return {
        clientSecret: setup.clientSecret,
        customerId: current.customerId,
        subscriptionId: current.subscriptionId,
        intentType: setup.kind,
      };
    }
    const name = `${member.firstName} ${member.lastName}`.trim();
    const customerId = current?.customerId ?? (await this.provider.createCustomer({ email: member.email, name }));
    return this.start(tier, customerId, member.email, member.id);
  }

  /** The member's latest subscription as the provider sees it now (a missed webhook must not mislead us). */
  private async refreshed(userId: number) {
    const latest = await this.subscriptions.findLatestForUser(userId);
    if (!latest || !isLive(latest.providerStatus) || latest.provider !== this.provider.name) return latest;
    const observedAt = this.clock.now();
    const snapshot = await this.provider.getSubscription(latest.subscriptionId);
    if (!snapshot) return latest;
    return (await this.sync.apply(snapshot, observedAt)) ?? latest;
  }

  private async start(
    tier: MembershipTier,
    customerId: string,
    email: string,
    requestedByUserId: number | null,
  ): Promise<PaymentSetup> {
    const started: StartedSubscription = await this.provider.createSubscription(customerId, tier);
    await this.subscriptions.insert({
      provider: this.provider.name,
      subscriptionId: started.subscriptionId,
      customerId,
      tier,
      email,
      intentKind: started.intent.kind,
      intentId: started.intent.id,
      requestedByUserId,
      providerStatus: started.intent.kind === 'setup' ? 'trialing' : 'incomplete',
    });
    return {
      clientSecret: started.intent.clientSecret,
      customerId,
      subscriptionId: started.subscriptionId,
      intentType: started.intent.kind,
    };
  }
}
