import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../../identity/identity.settings';
import { UserAccounts } from '../../identity/application/user-accounts';
import { PAYMENT_PROVIDER, SANDBOX_CARDS, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import type { BilledTier } from '../domain/tiers';
import { memberStatus } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';
import type { SandboxCards } from './ports/sandbox-cards';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionVerifier } from './subscription-verifier';

/**
 * Gives the demo members active subscriptions (`writer` and `professional`) with the sandbox provider, through the same
 * steps as a registration (start, confirm with the test card, verify, link). Running it again changes
 * nothing; with real Stripe configured it does nothing, so no real customer is ever created by a seed.
 */
@Injectable()
export class SeedBilling {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SANDBOX_CARDS) private readonly cards: SandboxCards,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    private readonly verifier: SubscriptionVerifier,
    private readonly accounts: UserAccounts,
  ) {}

  async execute(): Promise<void> {
    if (this.provider.name !== 'sandbox' || !this.config.seedDemoAccounts) return;
    await this.subscribe(this.config.demoEmail, 'writer');
    await this.subscribe(this.config.approvedDemoEmail, 'professional');
  }

  private async subscribe(email: string, tier: BilledTier): Promise<void> {
    const demo = await this.accounts.findByEmail(email);
    if (!demo || demo.stripeSubscriptionId || (await this.subscriptions.hasAnyForUser(demo.id))) return;
    const name = `${demo.firstName} ${demo.lastName}`;
    const customerId = await this.provider.createCustomer({ email: demo.email, name });
    const started = await this.provider.createSubscription(customerId, tier);
    const stored = await this.subscriptions.insert({
      provider: this.provider.name,
      subscriptionId: started.subscriptionId,
      customerId,
      tier,
      email: demo.email,
      intentKind: started.intent.kind,
      intentId: started.intent.id,
      requestedByUserId: demo.id,
      providerStatus: 'incomplete',
    });
    await this.cards.confirm(started.intent.clientSecret, {
      cardNumber: '4242424242424242',
      expiry: '12/49',
      cvc: '123',
    });
    const { snapshot, observedAt } = await this.verifier.verify(stored);
    await this.subscriptions.claim(stored.subscriptionId, demo.id, snapshot, observedAt);
    await this.accounts.linkSubscription(demo.id, {
      stripeSubscriptionId: stored.subscriptionId,
      subscriptionStatus: memberStatus(snapshot.status),
      subscriptionTier: tier,
    });
    this.logger.log(`Demo member ${demo.email} subscribed to ${tier} (sandbox)`);
  }
}
