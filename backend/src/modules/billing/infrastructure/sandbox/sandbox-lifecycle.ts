import { addMonths } from '../../domain/calendar';
import type { SandboxSubscription } from './sandbox-subscription.schema';
import type { SandboxSubscriptionChanges } from './sandbox-store';

/** Stripe lets an unpaid default_incomplete subscription expire after 23 hours. */
const INCOMPLETE_EXPIRY_MS = 23 * 3_600_000;

/**
 * What time has done to a sandbox subscription since it was last read, as a real provider would have:
 * unpaid first invoices expire, trials end (billed on the saved card, or canceled without one),
 * periods renew on the saved card, and a cancellation at period end takes effect. Null: nothing changed.
 */
export function advance(subscription: SandboxSubscription, now: Date): SandboxSubscriptionChanges | null {
  if (subscription.status === 'incomplete') {
    return now.getTime() - subscription.createdAt.getTime() >= INCOMPLETE_EXPIRY_MS
      ? { status: 'incomplete_expired' }
      : null;
  }
  if (!['trialing', 'active', 'past_due'].includes(subscription.status) || subscription.currentPeriodEnd > now)
    return null;
  if (subscription.cancelAtPeriodEnd) return { status: 'canceled' };
  if (!subscription.paymentMethod) return { status: subscription.status === 'trialing' ? 'canceled' : 'past_due' };
  // Counted from the same anchor each time, so that the 31st does not drift to the 28th.
  let months = 1;
  while (addMonths(subscription.currentPeriodEnd, months) <= now) months += 1;
  return { status: 'active', currentPeriodEnd: addMonths(subscription.currentPeriodEnd, months) };
}
