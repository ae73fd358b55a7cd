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
