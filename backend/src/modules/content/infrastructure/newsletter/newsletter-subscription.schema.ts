import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { SubscriptionState } from '../../domain/newsletter/newsletter';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  state: Opt<SubscriptionState>;
  subscribedAt: Opt<Date>;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  confirmationSentAt: Date | null;
  confirmationsSent: Opt<number>;
}

export const NewsletterSubscriptionSchema = new EntitySchema<NewsletterSubscriptionRow>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254 },
    state: { type: 'string', length: 12, defaultRaw: "'pending'" },
    subscribedAt: { type: 'datetime', defaultRaw: 'now()' },
    confirmedAt: { type: 'datetime', nullable: true },
    unsubscribedAt: { type: 'datetime', nullable: true },
    confirmationSentAt: { type: 'datetime', nullable: true },
    confirmationsSent: { type: 'integer', defaultRaw: '0' },
  },
});
