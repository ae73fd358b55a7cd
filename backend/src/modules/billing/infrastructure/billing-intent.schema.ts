import { EntitySchema } from '@mikro-orm/core';
import type { BillingIntent } from '../domain/subscription';

/** The `billing_intents` table (Migration20261210000000_billing_intents). */
export const BillingIntentSchema = new EntitySchema<BillingIntent>({
  name: 'BillingIntent',
  tableName: 'billing_intents',
  properties: {
    intentId: { type: 'string', length: 255, primary: true },
    subscriptionId: { type: 'string', length: 255 },
    kind: { type: 'string' },
    purpose: { type: 'string' },
    tier: { type: 'string' },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
