import { EntitySchema, type Opt } from '@mikro-orm/core';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  subscribedAt: Opt<Date>;
}

export const NewsletterSubscriptionSchema = new EntitySchema<NewsletterSubscriptionRow>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254 },
    subscribedAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
