import type { AccountLink, AccountLinkPurpose } from '../../domain/account-link';

export interface NewAccountLink {
  userId: number;
  purpose: AccountLinkPurpose;
  email: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The mailed links' rows (account_links); tokens only as their SHA-256. */
export interface AccountLinkRepository {
  insert(link: NewAccountLink): Promise<AccountLink>;
  findByHash(purpose: AccountLinkPurpose, tokenHash: string): Promise<AccountLink | null>;
  /** Marks the link used if it still is usable at `now`; answers whether this call used it (single use). */
  use(id: number, now: Date): Promise<boolean>;
  /** Marks every still-unused link of the account and purpose used (a reset makes the other reset links void). */
  useAllOf(userId: number, purpose: AccountLinkPurpose, now: Date): Promise<number>;
  /** The account's newest link of this purpose still usable at `now` (a pending change of address), or null. */
  findPending(userId: number, purpose: AccountLinkPurpose, now: Date): Promise<AccountLink | null>;
  /** Deletes links that expired before `before`; answers how many. */
  deleteExpired(before: Date): Promise<number>;
}
