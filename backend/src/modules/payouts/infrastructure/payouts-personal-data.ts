import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * The member's payouts (D19, "Your data"). Money records: on deletion they stay for the books, unowned (ON DELETE
 * SET NULL), so the totals do not change; a payout holds nothing else about the member.
 */
@Injectable()
export class PayoutsPersonalData implements PersonalData {
  readonly section = 'payouts';
  readonly tables = { payouts: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return { payouts: await this.sql.asStored('SELECT * FROM payouts WHERE user_id = ? ORDER BY id', [id]) };
  }

  async erase(): Promise<void> {}
}
