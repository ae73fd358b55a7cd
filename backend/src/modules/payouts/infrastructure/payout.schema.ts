import { EntitySchema } from '@mikro-orm/core';
import { PAYOUT_STATUSES, type Payout } from '../domain/payout';

/** The `payouts` table (Migration20261204000000_payouts, transfers from Migration20261231100000_payout_accounts_transfers
 * and Migration20270106100000_payout_transfer_requested); statuses change by conditional statements only. */
export const PayoutSchema = new EntitySchema<Payout>({
  name: 'Payout',
  tableName: 'payouts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', nullable: true },
    assignmentId: { type: 'integer' },
    assignmentTitle: { type: 'text' },
    amountCents: { type: 'integer' },
    status: { enum: true, items: () => [...PAYOUT_STATUSES], default: 'pending' },
    requestedAt: { type: 'datetime', nullable: true },
    processedAt: { type: 'datetime', nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    transferRequestedAt: { type: 'datetime', nullable: true },
    transferId: { type: 'text', nullable: true },
    transferAccountId: { type: 'text', nullable: true },
    attempt: { type: 'integer', default: 0 },
    failureReason: { type: 'text', nullable: true },
    failedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
