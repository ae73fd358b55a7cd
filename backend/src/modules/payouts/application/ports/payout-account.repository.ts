import type { PayoutAccount, PayoutAccountState } from '../../domain/payout-account';

export interface PayoutAccountRepository {
  findByUser(userId: number): Promise<PayoutAccount | null>;
  findByAccountId(accountId: string): Promise<PayoutAccount | null>;
  /** Inserts the member's account; null when the member has one already (the unique member decides a race). */
  insert(account: Pick<PayoutAccount, 'userId' | 'provider' | 'accountId'>, now: Date): Promise<PayoutAccount | null>;
  /** Stores the provider's latest report; answers the account as stored. */
  update(accountId: string, state: PayoutAccountState, missing: string[], now: Date): Promise<PayoutAccount | null>;
}
