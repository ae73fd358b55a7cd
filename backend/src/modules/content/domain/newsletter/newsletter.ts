/** Subscriptions are unique per address regardless of case; they are stored in this form. */
export function normalizeNewsletterEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Per address and per client: enough for typos and retries, too few to flood the list. */
export const NEWSLETTER_LIMITS = {
  windowSeconds: 60 * 60,
  perEmail: 5,
  perClient: 30,
} as const;

export const NEWSLETTER_CONFIRMATION = "You've been subscribed to our newsletter.";

/** A subscription's life (D18): pending until its address confirms it, then confirmed until unsubscribed. */
export const SUBSCRIPTION_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export interface NewsletterSubscription {
  id: number;
  email: string;
  state: SubscriptionState;
  subscribedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/**
 * Double opt-in (D18): a pending address is sent its confirmation again at most once per `resendAfterSeconds`
 * (on top of the per-address limit), so the form cannot be used to flood someone's inbox. A link is valid for
 * `linkDays`.
 */
export const CONFIRMATION = { resendAfterSeconds: 15 * 60, linkDays: 7 } as const;

/** The page the confirmation mail links to; it confirms with a POST, never on GET alone. */
export const confirmPath = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;

export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed from the newsletter.';
