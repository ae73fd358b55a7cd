import { randomBytes } from 'node:crypto';
import type { UnitOfWork } from '../../../../shared/application/unit-of-work';
import type { Clock } from '../../../../shared/domain/clock';
import type {
  CardSummary,
  ClientIntent,
  CustomerDetails,
  ProviderCharge,
  PaymentProvider,
  ProviderEvent,
  StartedSubscription,
} from '../../application/ports/payment-provider';
import type { SandboxCards, TestCard } from '../../application/ports/sandbox-cards';
import {
  invalidPaymentSession,
  invalidWebhookSignature,
  paymentDeclined,
  paymentNotConfirmed,
  subscriptionNotFound,
} from '../../domain/billing.errors';
import { addMonths } from '../../domain/calendar';
import type { IntentKind, IntentStatus, SubscriptionSnapshot } from '../../domain/subscription';
import { tierById, type MembershipTier } from '../../domain/tiers';
import { advance } from './sandbox-lifecycle';
import type { SandboxIntent } from './sandbox-intent.schema';
import { toSnapshot, type SandboxStore } from './sandbox-store';
import { renewalCharges, sandboxCard, toCharge } from './sandbox-ledger';
import { checkTestCard } from './test-cards';

/**
 * The in-process provider (D3): the same port as Stripe, its state in PostgreSQL, no real charge.
 * The browser confirms intents through `confirm` (the sandbox card form) instead of Stripe.js.
 */
export class SandboxPaymentProvider implements PaymentProvider, SandboxCards {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;
  constructor(
    private readonly store: SandboxStore,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  createCustomer(details: CustomerDetails): Promise<string> {
    return this.store.insertCustomer(details.email, details.name);
  }

  async createSubscription(customerId: string, tier: MembershipTier): Promise<StartedSubscription> {
    const definition = tierById(tier);
    const now = this.clock.now();
    const trial = definition.trialMonths > 0;
    const trialEnd = trial ? addMonths(now, definition.trialMonths) : null;
    const subscriptionId = await this.store.insertSubscription({
      customerId,
      priceCents: definition.billedPriceCents,
      status: trial ? 'trialing' : 'incomplete',
      trialEnd,
      currentPeriodEnd: trialEnd ?? addMonths(now, 1),
      cancelAtPeriodEnd: false,
    });
    const intent = await this.store.insertIntent({
      kind: trial ? 'setup' : 'payment',
      customerId,
      subscriptionId,
      amountCents: trial ? 0 : definition.billedPriceCents,
      ...(trial ? {} : { tier, periodStart: now, periodEnd: addMonths(now, 1) }),
    });
    return { subscriptionId, customerId, intent: toClientIntent(intent) };
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const row = await this.store.subscription(subscriptionId);
    if (!row) return null;
    const changes = advance(row, this.clock.now());
    if (!changes) return toSnapshot(row);
    // Compare-and-set on the status read, so two readers cannot both renew one period; the renewal's charges
    // go into the ledger with it (issue 27) or not at all.
    const updated = await this.uow.run(async () => {
      const changed = await this.store.updateSubscription(row.id, changes, row.status);
      for (const charge of changed ? renewalCharges(row, changes) : []) await this.store.insertIntent(charge);
      return changed;
    });
    return toSnapshot(updated ?? (await this.store.subscription(subscriptionId)) ?? row);
  }

  async getIntentStatus(kind: IntentKind, intentId: string): Promise<IntentStatus> {
    const intent = await this.store.intent('id', intentId);
    if (!intent || intent.kind !== kind) return 'canceled';
    return intent.status;
  }

  async createCardSetup(customerId: string): Promise<ClientIntent> {
    const intent = await this.store.insertIntent({
      kind: 'setup',
      customerId,
      subscriptionId: null,
      amountCents: 0,
    });
    return toClientIntent(intent);
  }

  async changeTier(subscriptionId: string, tier: MembershipTier, setupIntentId: string) {
    const [current, setup] = await Promise.all([
      this.getSubscription(subscriptionId),
      this.store.intent('id', setupIntentId),
    ]);
    if (!current) throw subscriptionNotFound();
    if (setup?.status !== 'succeeded' || !setup.paymentMethod || setup.customerId !== current.customerId) {
      throw paymentNotConfirmed();
    }
    const price = tierById(tier).billedPriceCents;
    const now = this.clock.now();
    const endsTrial = current.status === 'trialing';
    // Charged now on the confirmed card: the full price when a trial ends, else the difference upwards.
    const charge = endsTrial ? price : Math.max(0, price - (current.priceCents ?? 0));
    const paymentMethod = setup.paymentMethod;
    return this.uow.run(async () => {
      if (charge > 0) {
        const intent = { kind: 'payment' as const, customerId: current.customerId, subscriptionId, tier };
        const periodEnd = endsTrial ? addMonths(now, 1) : (current.currentPeriodEnd ?? addMonths(now, 1));
        const period = { periodStart: now, periodEnd };
        await this.store.insertIntent({
          ...intent,
          ...period,
          amountCents: charge,
          status: 'succeeded',
          paymentMethod,
        });
      }
      const updated = await this.store.updateSubscription(subscriptionId, {
        priceCents: price,
        paymentMethod,
        cancelAtPeriodEnd: false,
        ...(endsTrial ? { status: 'active' as const, trialEnd: now, currentPeriodEnd: addMonths(now, 1) } : {}),
      });
      return toSnapshot(updated!);
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const updated = await this.store.updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
    if (!updated) throw subscriptionNotFound();
    return toSnapshot(updated);
  }

  async cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const updated = await this.store.updateSubscription(subscriptionId, { status: 'canceled' });
    if (!updated) throw subscriptionNotFound();
    return toSnapshot(updated);
  }

  // --- Billing history and card update (issue 27, deliverable 3) ---

  async listCharges(customerId: string, subscriptionId: string): Promise<ProviderCharge[]> {
    const charges = await this.store.charges(subscriptionId);
    return charges.filter((charge) => charge.customerId === customerId).map(toCharge);
  }

  async getDefaultCard(subscriptionId: string): Promise<CardSummary | null> {
    const row = await this.store.subscription(subscriptionId);
    return row?.paymentMethod ? sandboxCard(row.paymentMethod) : null;
  }

  async replaceDefaultCard(subscriptionId: string, setupIntentId: string): Promise<CardSummary> {
    const [row, setup] = await Promise.all([
      this.store.subscription(subscriptionId),
      this.store.intent('id', setupIntentId),
    ]);
    if (!row) throw subscriptionNotFound();
    if (setup?.kind !== 'setup' || setup.status !== 'succeeded' || !setup.paymentMethod) throw paymentNotConfirmed();
    if (setup.customerId !== row.customerId) throw paymentNotConfirmed();
    const card = sandboxCard(setup.paymentMethod);
    if (!card) throw paymentNotConfirmed();
    await this.store.updateSubscription(subscriptionId, { paymentMethod: setup.paymentMethod });
    return card;
  }

  /** A refund of part or all of a charge, as an operator would make at the provider (tests and support). */
  async refund(chargeId: string, amountCents: number): Promise<boolean> {
    return this.store.refund(chargeId, amountCents, this.clock.now());
  }

  /** The sandbox sends no webhooks, so nothing that claims to come from it can be genuine. */
  parseWebhook(): ProviderEvent {
    throw invalidWebhookSignature();
  }

  async confirm(clientSecret: string, card: TestCard): Promise<{ status: 'succeeded' }> {
    const intent = await this.store.intent('clientSecret', clientSecret);
    if (!intent || intent.status === 'canceled') throw invalidPaymentSession();
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    const check = checkTestCard(card, this.clock.now());
    if (!check.ok) {
      if (check.declined) await this.store.recordDecline(intent.id, check.message);
      throw paymentDeclined(check.message);
    }
    const paymentMethod = `pm_sbx_${check.last4}_${randomBytes(6).toString('hex')}`;
    await this.uow.run(async () => {
      if (!(await this.store.succeedIntent(intent.id, paymentMethod)) || !intent.subscriptionId) return;
      if (intent.kind === 'setup') {
        await this.store.updateSubscription(intent.subscriptionId, { paymentMethod });
      } else {
        // The first invoice is paid: an incomplete subscription becomes active (an expired one stays expired).
        const changes = { paymentMethod, status: 'active' as const };
        await this.store.updateSubscription(intent.subscriptionId, changes, 'incomplete');
      }
    });
    return { status: 'succeeded' };
  }
}

const toClientIntent = (intent: Pick<SandboxIntent, 'kind' | 'id' | 'clientSecret'>): ClientIntent => ({
  kind: intent.kind,
  id: intent.id,
  clientSecret: intent.clientSecret,
});
