import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * The member's payouts and payout account (D19, "Your data"). Payouts are money records: on deletion they stay for
 * the books, unowned (ON DELETE SET NULL), so the totals do not change; a payout holds nothing else about the
 * member. The payout account row goes with the member (ON DELETE CASCADE); the account itself lives at the provider.
 */
@Injectable()
export class PayoutsPersonalData implements PersonalData {
  readonly section = 'payouts';
  readonly tables = { payouts: ['user_id'], payout_accounts: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      payouts: await this.sql.asStored('SELECT * FROM payouts WHERE user_id = ? ORDER BY id', [id]),
      payout_accounts: await this.sql.asStored('SELECT * FROM payout_accounts WHERE user_id = ?', [id]),
    };
  }

  async erase({ id }: DataSubject): Promise<void> {
    await this.sql.run('DELETE FROM payout_accounts WHERE user_id = ?', [id]);
  }
}
