import Stripe from 'stripe';
import type { ProviderEvent } from '../../application/ports/payment-provider';
import { paymentDeclined, providerUnavailable } from '../../domain/billing.errors';
import {
  PROVIDER_STATUSES,
  type IntentStatus,
  type ProviderStatus,
  type SubscriptionSnapshot,
} from '../../domain/subscription';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const status = (PROVIDER_STATUSES as readonly string[]).includes(subscription.status)
    ? (subscription.status as ProviderStatus)
    : 'incomplete';
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status,
    priceCents: item?.price.unit_amount ?? null,
    currency: item?.price.currency ?? null,
    trialEnd: dateOf(subscription.trial_end),
    currentPeriodEnd: dateOf(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // Known when the default payment method came expanded (getSubscription asks for it); an id alone says nothing.
    cardLast4:
      typeof subscription.default_payment_method === 'object'
        ? (subscription.default_payment_method?.card?.last4 ?? null)
        : null,
  };
}

export function toIntentStatus(status: string): IntentStatus {
  switch (status) {
    case 'succeeded':
    case 'processing':
    case 'requires_action':
    case 'canceled':
      return status;
    default:
      return 'requires_payment_method';
  }
}

/** The subscription an event is about (invoices name it under `parent` since API version 2025-03-31). */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  let subscriptionId: string | null = null;
  if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(object.id as string);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    subscriptionId =
      idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription as string | null | undefined);
  }
  return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), subscriptionId };
}

/** Card problems become the provider's message (402); outages a 503; anything else stays a bug (500). */
export function translateStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) return paymentDeclined(error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // A key reused with other parameters: nothing was done, and asking again the same way will not change that.
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return providerUnavailable();
  }
  return error;
}

export const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
