import { longDate } from '../../app/dates';
import type { SubscriptionView } from './billingApi';

/**
 * The Account tab's Plan line: what the membership costs and from when. The free trial (D3) is a month free on the
 * $4.99 price, so its line says until when it is free and what follows; "Free Trial ($4.99/month)" read as if the
 * trial cost $4.99 a month. Other plans cost their price from the start. The member's Account tab and the editors'
 * member page say it alike.
 */
export function planTerms(
  subscription: Pick<
    SubscriptionView,
    'tier' | 'tierName' | 'price' | 'providerStatus' | 'trialEnd' | 'cancelAtPeriodEnd'
  >,
): string {
  const monthly = `$${subscription.price}/month`;
  if (subscription.tier !== 'free_trial') return `${subscription.tierName} (${monthly})`;
  const trialEnd = subscription.trialEnd ? longDate(subscription.trialEnd) : '—';
  if (subscription.providerStatus !== 'trialing') return `Free trial ended ${trialEnd}, now ${monthly}`;
  const then = subscription.cancelAtPeriodEnd ? 'then it ends' : `then ${monthly}`;
  return `Free trial: free until ${trialEnd}, ${then}`;
}
