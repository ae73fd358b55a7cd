import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { invalidWebhookSignature } from '../domain/billing.errors';
import type { SubscriptionSnapshot } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionSync } from './subscription-sync';

/** The events that move a subscription's status (D3). Others are acknowledged and recorded only. */
export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookResult {
  received: true;
  duplicate: boolean;
}

/**
 * `POST /api/billing/webhook`. The signature is checked over the raw bytes; each event id is handled once
 * (recorded in the same transaction as its effect, so a failure lets the provider retry). Events carry no
 * order, so the handler never trusts the event's copy of the subscription: it reads the subscription's
 * current state from the provider and stores it unless a later reading is stored already.
 */
@Injectable()
export class HandleWebhook {
  private readonly logger = new Logger('BillingWebhook');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sync: SubscriptionSync,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async execute(payload: Buffer | undefined, signature: string | undefined): Promise<WebhookResult> {
    if (!payload?.length || !signature) throw invalidWebhookSignature();
    const event = this.provider.parseWebhook(payload, signature);
    if (await this.subscriptions.hasEvent(event.id)) return { received: true, duplicate: true };

    const relevant = (HANDLED_EVENTS as readonly string[]).includes(event.type) && event.subscriptionId !== null;
    const known = relevant && (await this.subscriptions.findBySubscriptionId(event.subscriptionId!)) !== null;
    let snapshot: SubscriptionSnapshot | null = null;
    const observedAt = this.clock.now();
    if (known) snapshot = await this.provider.getSubscription(event.subscriptionId!);

    const recorded = await this.uow.run(async () => {
      if (!(await this.subscriptions.recordEvent(event.id, event.type, event.createdAt))) return false;
      if (snapshot) await this.sync.apply(snapshot, observedAt);
      return true;
    });
    if (recorded && known) this.logger.log(`${event.type} ${event.id}: ${event.subscriptionId} is ${snapshot?.status}`);
    return { received: true, duplicate: !recorded };
  }
}
