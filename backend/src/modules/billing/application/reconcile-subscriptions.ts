import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { isLive } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionSync } from './subscription-sync';

const BATCH = 100;
/** A subscription started but never claimed by an account after this long was abandoned. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

export interface ReconcileReport {
  checked: number;
  changed: number;
  abandoned: number;
  failed: number;
}

/**
 * The nightly safety net for missed webhooks (D3): every stored, not yet ended subscription is compared
 * with the provider. Subscriptions a visitor started but never turned into an account are canceled, so
 * that an abandoned free trial can never bill anyone.
 */
@Injectable()
export class ReconcileSubscriptions {
  private readonly logger = new Logger('BillingReconcile');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sync: SubscriptionSync,
  ) {}

  async execute(): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, changed: 0, abandoned: 0, failed: 0 };
    let afterId = 0;
    for (;;) {
      const batch = await this.subscriptions.listForReconcile(this.provider.name, afterId, BATCH);
      for (const stored of batch) {
        afterId = stored.id;
        report.checked += 1;
        try {
          const observedAt = this.clock.now();
          const abandoned =
            stored.userId === null && observedAt.getTime() - stored.createdAt.getTime() > ABANDONED_AFTER_MS;
          let snapshot = await this.provider.getSubscription(stored.subscriptionId);
          if (!snapshot) continue;
          if (abandoned && isLive(snapshot.status)) {
            snapshot = await this.provider.cancelNow(stored.subscriptionId);
            report.abandoned += 1;
          }
          const changed =
            snapshot.status !== stored.providerStatus ||
            snapshot.cancelAtPeriodEnd !== stored.cancelAtPeriodEnd ||
            snapshot.currentPeriodEnd?.getTime() !== stored.currentPeriodEnd?.getTime();
          await this.sync.apply(snapshot, observedAt);
          if (changed) report.changed += 1;
        } catch (error) {
          report.failed += 1;
          this.logger.warn(`Could not reconcile ${stored.subscriptionId}: ${(error as Error).message}`);
        }
      }
      if (batch.length < BATCH) break;
    }
    this.logger.log(`Reconciled subscriptions: ${JSON.stringify(report)}`);
    return report;
  }
}
