import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, RECEIPT_DOCUMENT, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { historyOf, tierNameOf, type BillingHistoryEntry } from '../domain/billing-history';
import { receiptNotFound } from '../domain/billing.errors';
import type { PaymentProvider, ProviderCharge } from './ports/payment-provider';
import type { ReceiptDocument } from './ports/receipt-document';
import type { SubscriptionRepository } from './ports/subscription.repository';

/** A receipt id is the provider's charge id (`in_...` at Stripe, `pi_sbx_...` in the sandbox). */
export const RECEIPT_ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The member's billing history (D21, issue 27), read from the provider each time: every charge of every
 * subscription linked to their account, and each refund. Only their own: the subscriptions are theirs.
 */
@Injectable()
export class GetBillingHistory {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
  ) {}

  async execute(member: UserView): Promise<BillingHistoryEntry[]> {
    return historyOf(await this.charges(member));
  }

  /** The member's own charge by id; 404 for an unknown id and for another member's alike. */
  async charge(member: UserView, receiptId: string): Promise<ProviderCharge> {
    if (!RECEIPT_ID.test(receiptId)) throw receiptNotFound();
    const found = (await this.charges(member)).find((charge) => charge.id === receiptId);
    if (!found) throw receiptNotFound();
    return found;
  }

  private async charges(member: UserView): Promise<ProviderCharge[]> {
    // Subscriptions of another provider (a sandbox one after switching to Stripe) are not this provider's to read.
    const linked = (await this.subscriptions.listForUser(member.id)).filter(
      (subscription) => subscription.provider === this.provider.name,
    );
    const lists = await Promise.all(
      linked.map((subscription) => this.provider.listCharges(subscription.customerId, subscription.subscriptionId)),
    );
    return lists.flat();
  }
}

/** `GET /api/billing/receipts/{id}.pdf`: one charge's receipt in the brand's look. */
@Injectable()
export class DownloadReceipt {
  constructor(
    private readonly history: GetBillingHistory,
    @Inject(RECEIPT_DOCUMENT) private readonly document: ReceiptDocument,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  async execute(member: UserView, receiptId: string): Promise<{ fileName: string; content: Buffer }> {
    const charge = await this.history.charge(member, receiptId);
    const { brand } = this.settings;
    const content = await this.document.render({
      receiptNumber: receiptNumberOf(charge.id),
      issuedAt: charge.paidAt,
      brandName: brand.brandName,
      brandAddress: brand.contactAddress,
      supportEmail: brand.supportEmail,
      memberName: `${member.firstName} ${member.lastName}`.trim(),
      memberEmail: member.email,
      tierName: tierNameOf(charge.tier),
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      amountCents: charge.amountCents,
      refundedCents: charge.refundedCents,
      currency: charge.currency,
      card: charge.card,
    });
    return { fileName: `receipt-${receiptNumberOf(charge.id)}.pdf`, content };
  }
}

/** The receipt's number: the charge id, upper-cased without its prefix's underscores (`PI-SBX-…`, `IN-…`). */
export const receiptNumberOf = (chargeId: string) => chargeId.replace(/_/g, '-').toUpperCase();
