import { EntitySchema, type Opt } from '@mikro-orm/core';

/** A provider event already handled: its id is recorded in the same transaction as its effect. */
export interface BillingWebhookEvent {
  eventId: string;
  type: string;
  /** When the provider created the event. */
  createdAt: Date;
  receivedAt: Opt<Date>;
}

/** The `billing_webhook_events` table (Migration20261122003000_billing). */
export const BillingWebhookEventSchema = new EntitySchema<BillingWebhookEvent>({
  name: 'BillingWebhookEvent',
  tableName: 'billing_webhook_events',
  properties: {
    eventId: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    createdAt: { type: 'datetime' },
    receivedAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
