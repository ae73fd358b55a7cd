import type { IntentKind, IntentStatus, ProviderName, SubscriptionSnapshot } from '../../domain/subscription';
import type { MembershipTier } from '../../domain/tiers';

export interface CustomerDetails {
  email: string;
  name: string;
}

/** What the browser confirms: a setup intent (card saved) or a payment intent (first invoice). */
export interface ClientIntent {
  kind: IntentKind;
  id: string;
  clientSecret: string;
}

export interface StartedSubscription {
  subscriptionId: string;
  customerId: string;
  intent: ClientIntent;
}

/** A verified webhook event, reduced to what billing needs. */
export interface ProviderEvent {
  id: string;
  type: string;
  createdAt: Date;
  subscriptionId: string | null;
}

// --- Billing history and card update (issue 27, deliverable 3) ---

/** A payment card as the member may see it: never more than the brand and the last four digits. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/**
 * One payment of a subscription as the provider records it (Stripe: a paid invoice; the sandbox: its ledger).
 * `refundedCents` and `refundedAt` tell a refund of it, when there was one.
 */
export interface ProviderCharge {
  id: string;
  subscriptionId: string;
  paidAt: Date;
  amountCents: number;
  currency: string;
  /** The plan paid for, when the provider recorded it. */
  tier: MembershipTier | null;
  periodStart: Date;
  periodEnd: Date;
  card: CardSummary | null;
  refundedCents: number;
  refundedAt: Date | null;
}

/**
 * The payment provider (D3). Adapters speak the project's types only; the SDKs stay in infrastructure.
 * Every method that charges or saves a card leaves the confirmation to the browser, except `changeTier`,
 * which charges the card the member has just confirmed.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser needs to load the card form; null for the sandbox. */
  readonly publishableKey: string | null;

  createCustomer(details: CustomerDetails): Promise<string>;
  /** free_trial: a one-month trial on the writer price with a pending setup intent; others: default_incomplete. */
  createSubscription(customerId: string, tier: MembershipTier): Promise<StartedSubscription>;
  /** Null when the provider does not know the id. */
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  getIntentStatus(kind: IntentKind, intentId: string): Promise<IntentStatus>;
  /** A setup intent for the member to confirm a card before a tier change. */
  createCardSetup(customerId: string): Promise<ClientIntent>;
  /** Moves the one subscription to the tier's price with the card of a succeeded setup intent; resumes it. */
  changeTier(subscriptionId: string, tier: MembershipTier, setupIntentId: string): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Verifies the signature over the raw bytes; throws INVALID_INPUT when it does not match. */
  parseWebhook(payload: Buffer, signature: string): ProviderEvent;

  // --- Billing history and card update (issue 27, deliverable 3) ---
  /** Every payment of the subscription, with its refund if any, in any order. */
  listCharges(customerId: string, subscriptionId: string): Promise<ProviderCharge[]>;
  /** The subscription's default card; null when it has none (or the provider does not know the id). */
  getDefaultCard(subscriptionId: string): Promise<CardSummary | null>;
  /**
   * Makes the card of a succeeded setup intent of the same customer the subscription's (and the customer's)
   * default; nothing else of the subscription changes. Throws PAYMENT_NOT_CONFIRMED otherwise.
   */
  replaceDefaultCard(subscriptionId: string, setupIntentId: string): Promise<CardSummary>;
}
