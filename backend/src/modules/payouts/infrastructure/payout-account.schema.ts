import { EntitySchema } from '@mikro-orm/core';
import { PAYOUT_ACCOUNT_STATES, type PayoutAccount } from '../domain/payout-account';

/** The `payout_accounts` table (Migration20261231100000_payout_accounts_transfers): one per member (D21). */
export const PayoutAccountSchema = new EntitySchema<PayoutAccount>({
  name: 'PayoutAccount',
  tableName: 'payout_accounts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    provider: { type: 'text' },
    accountId: { type: 'text' },
    state: { enum: true, items: () => [...PAYOUT_ACCOUNT_STATES], default: 'onboarding' },
    missing: { type: 'text[]', default: [] },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
