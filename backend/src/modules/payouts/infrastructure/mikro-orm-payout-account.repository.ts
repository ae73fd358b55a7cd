import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type { PayoutAccountRepository } from '../application/ports/payout-account.repository';
import type { PayoutAccount, PayoutAccountState } from '../domain/payout-account';
import { PayoutAccountSchema } from './payout-account.schema';

/** One account per member: the insert is `ON CONFLICT DO NOTHING` on the unique member, so racing set-ups make one. */
@Injectable()
export class MikroOrmPayoutAccountRepository implements PayoutAccountRepository {
  constructor(private readonly em: EntityManager) {}

  findByUser(userId: number): Promise<PayoutAccount | null> {
    return this.em.findOne(PayoutAccountSchema, { userId }, FRESH_READ);
  }

  findByAccountId(accountId: string): Promise<PayoutAccount | null> {
    return this.em.findOne(PayoutAccountSchema, { accountId }, FRESH_READ);
  }

  async insert(
    account: Pick<PayoutAccount, 'userId' | 'provider' | 'accountId'>,
    now: Date,
  ): Promise<PayoutAccount | null> {
    const [row] = await this.em.execute(
      `INSERT INTO payout_accounts (user_id, provider, account_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT ON CONSTRAINT payout_accounts_user_unique DO NOTHING
       RETURNING *`,
      [account.userId, account.provider, account.accountId, now, now],
    );
    return row ? this.em.map(PayoutAccountSchema, row) : null;
  }

  async update(
    accountId: string,
    state: PayoutAccountState,
    missing: string[],
    now: Date,
  ): Promise<PayoutAccount | null> {
    const [row] = await this.em.execute(
      `UPDATE payout_accounts SET state = ?, missing = ?::text[], updated_at = ? WHERE account_id = ? RETURNING *`,
      [state, `{${missing.map((name) => JSON.stringify(name)).join(',')}}`, now, accountId],
    );
    return row ? this.em.map(PayoutAccountSchema, row) : null;
  }
}
