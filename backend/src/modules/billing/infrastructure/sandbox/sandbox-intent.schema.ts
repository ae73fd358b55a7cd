import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { IntentKind } from '../../domain/subscription';
import { MEMBERSHIP_TIERS, type MembershipTier } from '../../domain/tiers';

export const SANDBOX_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/** A setup or payment intent of the sandbox provider: what the sandbox card form confirms. */
export interface SandboxIntent {
  id: string;
  clientSecret: string;
  kind: IntentKind;
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  status: SandboxIntentStatus;
  paymentMethod: string | null;
  /** The last decline's message, kept as a provider's records would be (nothing reads it yet). */
  lastError: string | null;
  createdAt: Opt<Date>;
  /** The ledger (Migration20261228000000_billing_sandbox_ledger): what a paid intent paid for, and its refund. */
  tier: MembershipTier | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  refundedCents: number;
  refundedAt: Date | null;
}

/** The `billing_sandbox_intents` table (Migration20261122003000_billing). */
export const SandboxIntentSchema = new EntitySchema<SandboxIntent>({
  name: 'SandboxIntent',
  tableName: 'billing_sandbox_intents',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    clientSecret: { type: 'string', length: 128, unique: true },
    kind: { enum: true, items: () => ['setup', 'payment'] },
    customerId: { type: 'string', length: 64 },
    subscriptionId: { type: 'string', length: 64, nullable: true },
    amountCents: { type: 'integer', default: 0 },
    status: { enum: true, items: () => [...SANDBOX_INTENT_STATUSES] },
    paymentMethod: { type: 'string', length: 64, nullable: true },
    lastError: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    tier: { enum: true, items: () => [...MEMBERSHIP_TIERS], nullable: true },
    periodStart: { type: 'datetime', nullable: true },
    periodEnd: { type: 'datetime', nullable: true },
    refundedCents: { type: 'integer', default: 0 },
    refundedAt: { type: 'datetime', nullable: true },
  },
});
