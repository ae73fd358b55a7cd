import type Stripe from 'stripe';
import type { BillingSettings } from '../../billing.settings';
import { tierById, type BilledTier, type MembershipTier } from '../../domain/tiers';

const lookupKey = (tier: BilledTier) => `penwright_${tier}_monthly`;

/**
 * The provider price behind each billed tier: the configured id (checked against the server's amount)
 * or the price found, or else created, under the tier's lookup key. Resolved once per process.
 */
export class StripePrices {
  private readonly resolved = new Map<BilledTier, Promise<string>>();

  constructor(
    private readonly stripe: Stripe,
    private readonly configured: BillingSettings['stripePrices'],
  ) {}

  idFor(tier: MembershipTier): Promise<string> {
    const billed = tierById(tier).billedTier;
    let price = this.resolved.get(billed);
    if (!price) {
      price = this.resolve(billed);
      // A failure (network, bad configuration) is retried on the next call rather than cached.
      price.catch(() => this.resolved.delete(billed));
      this.resolved.set(billed, price);
    }
    return price;
  }

  private async resolve(tier: BilledTier): Promise<string> {
    const cents = tierById(tier).billedPriceCents;
    const configuredId = this.configured[tier];
    if (configuredId) {
      const price = await this.stripe.prices.retrieve(configuredId);
      if (!matches(price, cents)) {
        throw new Error(`Stripe price ${configuredId} is not ${cents} USD cents per month, as the ${tier} tier costs`);
      }
      return price.id;
    }
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey(tier)], active: true, limit: 1 });
    const existing = found.data.find((price) => matches(price, cents));
    if (existing) return existing.id;
    const created = await this.stripe.prices.create({
      currency: 'usd',
      unit_amount: cents,
      recurring: { interval: 'month' },
      lookup_key: lookupKey(tier),
      transfer_lookup_key: true,
      product_data: { name: `Penwright ${tierById(tier).name} membership` },
    });
    return created.id;
  }
}

function matches(price: Stripe.Price, cents: number): boolean {
  return (
    price.unit_amount === cents &&
    price.currency === 'usd' &&
    price.recurring?.interval === 'month' &&
    price.recurring.interval_count === 1
  );
}
