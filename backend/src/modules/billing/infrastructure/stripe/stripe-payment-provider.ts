import type Stripe from 'stripe';
import type { BillingSettings } from '../../billing.settings';
import type { Clock } from '../../../../shared/domain/clock';
import type {
  CardSummary,
  ClientIntent,
  CustomerDetails,
  PaymentProvider,
  ProviderCharge,
  ProviderEvent,
  StartedSubscription,
} from '../../application/ports/payment-provider';
import { cardOf, listStripeCharges } from './stripe-billing-history';
import { invalidWebhookSignature, paymentNotConfirmed } from '../../domain/billing.errors';
import type { IntentKind, IntentStatus, SubscriptionSnapshot } from '../../domain/subscription';
import { tierById, type MembershipTier } from '../../domain/tiers';
import { addMonths, unixSeconds } from '../../domain/calendar';
import { createStripeClient } from './stripe-client';
import { isMissing, toIntentStatus, toProviderEvent, toSnapshot, translateStripeError } from './stripe-mapping';
import { StripePrices } from './stripe-prices';

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Real Stripe through the official SDK (D3). Nothing of the SDK's types leaves this folder. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly prices: StripePrices;

  constructor(
    private readonly config: BillingSettings,
    private readonly clock: Clock,
  ) {
    this.stripe = createStripeClient(config);
    this.prices = new StripePrices(this.stripe, config.stripePrices);
    this.publishableKey = config.stripePublishableKey;
  }

  createCustomer(details: CustomerDetails): Promise<string> {
    return this.call(async () => (await this.stripe.customers.create(details)).id);
  }

  createSubscription(customerId: string, tier: MembershipTier): Promise<StartedSubscription> {
    return this.call(async () => {
      const price = await this.prices.idFor(tier);
      const trial = tierById(tier).trialMonths > 0;
      const subscription = await this.stripe.subscriptions.create({
        customer: customerId,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        metadata: { tier },
        ...(trial
          ? {
              trial_end: unixSeconds(addMonths(this.clock.now(), 1)),
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
              expand: ['pending_setup_intent'],
            }
          : { expand: ['latest_invoice.confirmation_secret'] }),
      });
      return {
        subscriptionId: subscription.id,
        customerId,
        intent: trial ? setupOf(subscription) : paymentOf(subscription),
      };
    });
  }

  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    return this.call(async () => {
      try {
        // The card, expanded, gives a renewal's receipt its last four digits.
        const expand = ['default_payment_method'];
        return toSnapshot(await this.stripe.subscriptions.retrieve(subscriptionId, { expand }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  getIntentStatus(kind: IntentKind, intentId: string): Promise<IntentStatus> {
    return this.call(async () => {
      try {
        const intent =
          kind === 'setup'
            ? await this.stripe.setupIntents.retrieve(intentId)
            : await this.stripe.paymentIntents.retrieve(intentId);
        return toIntentStatus(intent.status);
      } catch (error) {
        if (isMissing(error)) return 'canceled';
        throw error;
      }
    });
  }

  createCardSetup(customerId: string): Promise<ClientIntent> {
    return this.call(async () => {
      const setup = await this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
      return { kind: 'setup', id: setup.id, clientSecret: setup.client_secret ?? '' };
    });
  }

  changeTier(subscriptionId: string, tier: MembershipTier, setupIntentId: string): Promise<SubscriptionSnapshot> {
    return this.call(async () => {
      const setup = await this.stripe.setupIntents.retrieve(setupIntentId);
      const paymentMethod = idOf(setup.payment_method);
      if (setup.status !== 'succeeded' || !paymentMethod) throw paymentNotConfirmed();
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const price = await this.prices.idFor(tier);
      // The change is charged at once on the card just confirmed; a decline leaves the subscription as it was.
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: current.items.data[0].id, price }],
        default_payment_method: paymentMethod,
        cancel_at_period_end: false,
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        metadata: { tier },
        ...(current.status === 'trialing' ? { trial_end: 'now' as const } : {}),
      });
      return toSnapshot(updated);
    });
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    return this.call(async () =>
      toSnapshot(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
    );
  }

  cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot> {
    return this.call(async () => toSnapshot(await this.stripe.subscriptions.cancel(subscriptionId)));
  }

  parseWebhook(payload: Buffer, signature: string): ProviderEvent {
    if (!this.config.stripeWebhookSecret) throw invalidWebhookSignature();
    try {
      return toProviderEvent(this.stripe.webhooks.constructEvent(payload, signature, this.config.stripeWebhookSecret));
    } catch {
      throw invalidWebhookSignature();
    }
  }

  // --- Billing history and card update (issue 27, deliverable 3) ---

  listCharges(customerId: string, subscriptionId: string): Promise<ProviderCharge[]> {
    return this.call(() => listStripeCharges(this.stripe, customerId, subscriptionId));
  }

  getDefaultCard(subscriptionId: string): Promise<CardSummary | null> {
    return this.call(async () => {
      try {
        const expand = ['default_payment_method'];
        const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand });
        const method = subscription.default_payment_method;
        return typeof method === 'object' ? cardOf(method?.card) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  replaceDefaultCard(subscriptionId: string, setupIntentId: string): Promise<CardSummary> {
    return this.call(async () => {
      const [setup, subscription] = await Promise.all([
        this.stripe.setupIntents.retrieve(setupIntentId),
        this.stripe.subscriptions.retrieve(subscriptionId),
      ]);
      const paymentMethod = idOf(setup.payment_method);
      const customer = idOf(subscription.customer);
      if (setup.status !== 'succeeded' || !paymentMethod || idOf(setup.customer) !== customer || !customer) {
        throw paymentNotConfirmed();
      }
      // The customer's default for future invoices, and the subscription's, which Stripe charges first.
      await this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
      await this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod });
      const card = cardOf((await this.stripe.paymentMethods.retrieve(paymentMethod)).card);
      if (!card) throw paymentNotConfirmed();
      return card;
    });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translateStripeError(error);
    }
  }
}

function setupOf(subscription: Stripe.Subscription): ClientIntent {
  const setup = subscription.pending_setup_intent;
  if (!setup || typeof setup === 'string' || !setup.client_secret) {
    throw new Error(`Stripe returned subscription ${subscription.id} without its pending setup intent`);
  }
  return { kind: 'setup', id: setup.id, clientSecret: setup.client_secret };
}

function paymentOf(subscription: Stripe.Subscription): ClientIntent {
  const invoice = subscription.latest_invoice;
  const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
  if (!secret) throw new Error(`Stripe returned subscription ${subscription.id} without a payment to confirm`);
  // A payment intent's client secret is `<id>_secret_<token>`.
  return { kind: 'payment', id: secret.split('_secret_')[0], clientSecret: secret };
}
