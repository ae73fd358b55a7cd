import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_PROVIDER } from '../billing.tokens';
import type { ProviderName } from '../domain/subscription';
import { formatDollars, TIERS, tierFeatures, type MembershipTier } from '../domain/tiers';
import { perksOf, type TierPerks } from '../domain/tier-perks';
import { BILLING_SETTINGS, type BillingSettings } from '../billing.settings';
import type { PaymentProvider } from './ports/payment-provider';

export interface TierOffer {
  id: MembershipTier;
  name: string;
  /** Monthly price now, dollars with two decimals; `priceCents` is the same in integer cents. */
  price: string;
  priceCents: number;
  /** What the free trial costs per month once its trial ends (equal to `price` otherwise). */
  thenPrice: string;
  trialMonths: number;
  popular: boolean;
  /** The card's list, perks included with the settings' figures (D20). */
  features: string[];
  /** The same perks as data, for the comparison table. */
  perks: TierPerks;
}

export interface BillingConfigView {
  provider: ProviderName;
  publishableKey: string | null;
  tiers: TierOffer[];
}

/** `GET /api/billing/config`: which card form to show, and the tiers with the server's prices. */
@Injectable()
export class GetBillingConfig {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(BILLING_SETTINGS) private readonly settings: BillingSettings,
  ) {}

  execute(): BillingConfigView {
    return {
      provider: this.provider.name,
      publishableKey: this.provider.publishableKey,
      tiers: TIERS.map((tier) => ({
        id: tier.id,
        name: tier.name,
        price: formatDollars(tier.priceCents),
        priceCents: tier.priceCents,
        thenPrice: formatDollars(tier.billedPriceCents),
        trialMonths: tier.trialMonths,
        popular: tier.popular,
        features: tierFeatures(tier, this.settings.perkFigures),
        perks: perksOf(tier.id, this.settings.perkFigures),
      })),
    };
  }
}
