import type { NewsletterSubscription, SubscriptionState } from '../../../domain/newsletter/newsletter';

/** A confirmation to send: the subscription and how many it has been sent (this one included). */
export interface ConfirmationDue {
  id: number;
  sequence: number;
}

export interface SubscriberPageQuery {
  state: SubscriptionState | null;
  page: number;
  pageSize: number;
}

export interface NewsletterRepository {
  /**
   * Stores a new address as pending, or moves an unsubscribed one back to pending, or finds a pending one whose
   * last confirmation is older than `resendBefore`: then answers the confirmation to send (counted as sent at
   * `at`). A confirmed address, or a pending one confirmed recently, answers null and changes nothing.
   */
  requestConfirmation(email: string, at: Date, resendBefore: Date): Promise<ConfirmationDue | null>;
  findById(id: number): Promise<NewsletterSubscription | null>;
  /** Only a pending subscription moves; answers whether it did. */
  confirm(id: number, at: Date): Promise<boolean>;
  /** Answers whether it moved (false when it was unsubscribed already or does not exist). */
  unsubscribe(id: number, at: Date): Promise<boolean>;
  /** Confirmed subscriptions (confirmed by `confirmedBy`) after id `afterId`, in id order. */
  confirmedAfter(
    afterId: number,
    confirmedBy: Date,
    limit: number,
  ): Promise<Pick<NewsletterSubscription, 'id' | 'email'>[]>;
  page(query: SubscriberPageQuery): Promise<{ items: NewsletterSubscription[]; total: number }>;
  /** Every subscription in a state (or all), oldest first, for the CSV export. */
  all(state: SubscriptionState | null): Promise<NewsletterSubscription[]>;
}
