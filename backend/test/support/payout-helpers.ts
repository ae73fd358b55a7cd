import { OpenPayout, type CompletedWork } from '../../src/modules/payouts/application/open-payout';
import type { Payout, PayoutStatus } from '../../src/modules/payouts/domain/payout';
import { anAssignment } from './assignment-helpers';
import type { TestApp } from './test-app';

export interface PayoutSetup {
  title?: string;
  payRateCents?: number;
  wordCount?: number;
  isPerWord?: boolean;
  /** Where the editors left it; the columns a move sets are set with it. */
  status?: PayoutStatus;
  /** The member asked for it (Request Payout). */
  requested?: boolean;
  /** SQL for its creation time, e.g. `now() - interval '3 months'`. */
  createdAt?: string;
}

/**
 * A payout for `userId`, opened the way a completed assignment opens it (the payouts module's OpenPayout, so the
 * amount is computed by the domain), for an assignment inserted for it. Then put where `setup` says.
 */
export async function aPayout(t: TestApp, userId: number, setup: PayoutSetup = {}): Promise<Payout> {
  const work: CompletedWork = {
    assignmentId: await anAssignment(t, {
      title: setup.title ?? 'Completed brief',
      payRateCents: setup.payRateCents ?? 5,
      wordCount: setup.wordCount ?? 1200,
      isPerWord: setup.isPerWord ?? true,
    }),
    title: setup.title ?? 'Completed brief',
    userId,
    payRateCents: setup.payRateCents ?? 5,
    wordCount: setup.wordCount ?? 1200,
    isPerWord: setup.isPerWord ?? true,
  };
  const payout = await t.inRequestScope(() => t.app.get(OpenPayout).forCompletedWork(work));
  const status = setup.status ?? 'pending';
  await t.sql(
    `UPDATE payouts SET status = ?,
       processed_at = CASE WHEN ? = 'processing' THEN now() END,
       completed_at = CASE WHEN ? = 'completed' THEN now() END,
       requested_at = CASE WHEN ? THEN now() END,
       created_at = ${setup.createdAt ?? 'created_at'}
     WHERE id = ?`,
    [status, status, status, setup.requested ?? false, payout.id],
  );
  return payout;
}

/** Every row the payout calls may write, to prove a refusal wrote nothing. */
export const payoutSnapshot = async (t: TestApp) =>
  JSON.stringify([
    await t.sql('SELECT * FROM payouts ORDER BY id'),
    await t.sql("SELECT * FROM audit_log WHERE entity_type = 'payout' ORDER BY id"),
  ]);

/**
 * An enabled sandbox payout account for `userId` (D21), as the test onboarding form leaves it; `accountNumber`
 * SANDBOX_FAILING_ACCOUNT ('000999999991') makes every transfer to it fail.
 */
export async function aPayoutAccount(
  t: TestApp,
  userId: number,
  setup: { accountNumber?: string; state?: 'onboarding' | 'restricted' | 'enabled' } = {},
): Promise<string> {
  const accountId = `acct_sbx_test_${userId}`;
  const state = setup.state ?? 'enabled';
  await t.sql(
    `INSERT INTO billing_sandbox_payout_accounts (id, holder_name, country, account_number, onboarded_at)
     VALUES (?, 'Test Holder', 'US', ?, CASE WHEN ? THEN now() END)
     ON CONFLICT (id) DO UPDATE SET account_number = excluded.account_number`,
    [accountId, state === 'enabled' ? (setup.accountNumber ?? '000123456789') : null, state === 'enabled'],
  );
  await t.sql(
    `INSERT INTO payout_accounts (user_id, provider, account_id, state, missing)
     VALUES (?, 'sandbox', ?, ?, CASE WHEN ? THEN '{}'::text[] ELSE '{external_account}'::text[] END)
     ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, missing = excluded.missing`,
    [userId, accountId, state, state === 'enabled'],
  );
  return accountId;
}
