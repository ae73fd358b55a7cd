import { EntitySchema } from '@mikro-orm/core';
import { ACCOUNT_LINK_PURPOSES, type AccountLink } from '../domain/account-link';

/** A mailed link's row; its token's SHA-256 is a column the domain never sees. */
export type AccountLinkRow = AccountLink & { tokenHash: string };

export const AccountLinkSchema = new EntitySchema<AccountLinkRow>({
  name: 'AccountLink',
  tableName: 'account_links',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    purpose: { enum: true, items: () => [...ACCOUNT_LINK_PURPOSES] },
    tokenHash: { type: 'string', length: 64 },
    email: { type: 'string', length: 254 },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});
