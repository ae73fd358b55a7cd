import { addMonths } from '../../domain/calendar';
import type { SandboxSubscriptionRow } from './sandbox-store';

/** Stripe lets an unpaid default_incomplete subscription expire after 23 hours. */
const INCOMPLETE_EXPIRY_MS = 23 * 3_600_000;

/**
 * What time has done to a sandbox subscription since it was last read, as a real provider would have:
 * unpaid first invoices expire, trials end (billed on the saved card, or canceled without one),
 * periods renew on the saved card, and a cancellation at period end takes effect. Null: nothing changed.
 */
export function advance(row: SandboxSubscriptionRow, now: Date): Partial<SandboxSubscriptionRow> | null {
  if (row.status === 'incomplete') {
    return now.getTime() - row.created_at.getTime() >= INCOMPLETE_EXPIRY_MS ? { status: 'incomplete_expired' } : null;
  }
  if (!['trialing', 'active', 'past_due'].includes(row.status) || row.current_period_end > now) return null;
  if (row.cancel_at_period_end) return { status: 'canceled' };
  if (!row.payment_method) return { status: row.status === 'trialing' ? 'canceled' : 'past_due' };
  // Counted from the same anchor each time, so that the 31st does not drift to the 28th.
  let months = 1;
  while (addMonths(row.current_period_end, months) <= now) months += 1;
  return { status: 'active', current_period_end: addMonths(row.current_period_end, months) };
}
