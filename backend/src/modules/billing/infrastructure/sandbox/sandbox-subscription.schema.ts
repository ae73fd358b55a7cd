import { EntitySchema, type Opt } from '@mikro-orm/core';
import { PROVIDER_STATUSES, type ProviderStatus } from '../../domain/subscription';

/** A subscription as the sandbox provider keeps it (what Stripe would store on its side). */
export interface SandboxSubscription {
  id: string;
  customerId: string;
  priceCents: number;
  status: ProviderStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The saved card that renewals are billed to. */
  paymentMethod: string | null;
  createdAt: Opt<Date>;
}

/** The `billing_sandbox_subscriptions` table (Migration20261122003000_billing). */
export const SandboxSubscriptionSchema = new EntitySchema<SandboxSubscription>({
  name: 'SandboxSubscription',
  tableName: 'billing_sandbox_subscriptions',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    customerId: { type: 'string', length: 64 },
    priceCents: { type: 'integer' },
    status: { enum: true, items: () => [...PROVIDER_STATUSES] },
    trialEnd: { type: 'datetime', nullable: true },
    currentPeriodEnd: { type: 'datetime' },
    cancelAtPeriodEnd: { type: 'boolean', default: false },
    paymentMethod: { type: 'string', length: 64, nullable: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
