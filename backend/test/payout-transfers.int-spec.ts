import { writers, type Writer } from './support/assignment-helpers';
import { waitForMail } from './support/mailbox';
import { aPayout, aPayoutAccount, payoutSnapshot } from './support/payout-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const FAILING_ACCOUNT = '000999999991';

interface TransferRow {
  id: string;
  idempotency_key: string;
  amount_cents: number;
  status: string;
}

/** D21 with the sandbox provider: Process sends a transfer, which settles the payout at once. */
describe('payouts: transfers (sandbox)', () => {
  let t: TestApp;
  let editor: TestClient;
  let otherEditor: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    editor = await t.signIn(ADMIN);
    otherEditor = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  const process = (client: TestClient, id: number) =>
    client.patch(`/api/admin/payouts/${id}`, { status: 'processing' });
  const transfersOf = (accountId: string) =>
    t.sql<TransferRow>(
      'SELECT id, idempotency_key, amount_cents, status FROM billing_sandbox_transfers WHERE account_id = ? ORDER BY created_at',
      [accountId],
    );
  const emailOf = async (writer: Writer) =>
    (await t.sql<{ email: string }>('SELECT email FROM users WHERE id = ?', [writer.userId]))[0].email;

  it('pays the member: the transfer is the payout to the cent, the payout completes and the member is told', async () => {
    const [ada] = await writers(t, 1);
    const accountId = await aPayoutAccount(t, ada.userId);
    const payout = await aPayout(t, ada.userId, { title: 'Solar co-ops explained', payRateCents: 7, wordCount: 1301 });
    const response = await process(editor, payout.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'completed', amount: '91.07', failureReason: null });
    const transfers = await transfersOf(accountId);
    expect(transfers).toEqual([
      expect.objectContaining({ idempotency_key: `payout-${payout.id}`, amount_cents: 9107, status: 'paid' }),
    ]);
    const [row] = await t.sql<{ transfer_id: string }>('SELECT transfer_id FROM payouts WHERE id = ?', [payout.id]);
    expect(row.transfer_id).toBe(transfers[0].id);
    const mail = await waitForMail(t, { to: await emailOf(ada), subject: /is on its way/ });
    expect(mail.subject).toBe('Your payout of $91.07 is on its way');
  });

  it('refuses to process a payout whose member has no account that can receive money, writing nothing', async () => {
    const [ada, grace] = await writers(t, 2);
    const none = await aPayout(t, ada.userId);
    await aPayoutAccount(t, grace.userId, { state: 'onboarding' });
    const incomplete = await aPayout(t, grace.userId);
    const before = await payoutSnapshot(t);
    const refusedNone = await process(editor, none.id);
    expect(refusedNone.status).toBe(409);
    expect(refusedNone.body).toMatchObject({
      code: 'PAYOUT_ACCOUNT_REQUIRED',
      message: 'This member has not set up a payout account yet, so no money can be sent.',
    });
    const refusedIncomplete = await process(editor, incomplete.id);
    expect(refusedIncomplete.body).toMatchObject({ code: 'PAYOUT_ACCOUNT_INCOMPLETE' });
    expect(await payoutSnapshot(t)).toBe(before);
  });

  it('fails with the reason on the failing test account, tells the member, and an editor retries with a new key', async () => {
    const [ada] = await writers(t, 1);
    const accountId = await aPayoutAccount(t, ada.userId, { accountNumber: FAILING_ACCOUNT });
    const payout = await aPayout(t, ada.userId, { title: 'Clinic landing page', payRateCents: 4250, isPerWord: false });
    const failed = await process(editor, payout.id);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: 'failed',
      failureReason: 'The bank account could not receive the transfer (test account 000999999991).',
      failedAt: expect.any(String),
    });
    const own = await ada.client.get('/api/payouts/me');
    expect(own.body[0]).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('could not receive'),
    });
    // Still owed: a failed payout counts as pending money.
    expect((await ada.client.get('/api/earnings/me')).body).toMatchObject({ pending: '42.50', completed: '0.00' });
    const mail = await waitForMail(t, { to: await emailOf(ada), subject: /could not be sent/ });
    expect(mail.text).toContain('could not receive the transfer');
    // Mark Complete cannot paper over a failed transfer; only Retry moves it.
    expect((await editor.patch(`/api/admin/payouts/${payout.id}`, { status: 'completed' })).status).toBe(409);

    await aPayoutAccount(t, ada.userId, { accountNumber: '000123456789' });
    const retried = await process(editor, payout.id);
    expect(retried.body).toMatchObject({ status: 'completed', failureReason: null });
    expect((await transfersOf(accountId)).map((row) => [row.idempotency_key, row.status])).toEqual([
      [`payout-${payout.id}`, 'failed'],
      [`payout-${payout.id}-1`, 'paid'],
    ]);
    expect((await ada.client.get('/api/earnings/me')).body).toMatchObject({ pending: '0.00', completed: '42.50' });
  });

  it('of two editors processing one payout at once, one moves it and one transfer is made (20 rounds)', async () => {
    const [ada] = await writers(t, 1);
    const accountId = await aPayoutAccount(t, ada.userId);
    for (let round = 0; round < 20; round += 1) {
      const payout = await aPayout(t, ada.userId, { title: `Race ${round}` });
      const clients = round % 2 ? [editor, otherEditor] : [otherEditor, editor];
      const answers = await Promise.all(clients.map((client) => process(client, payout.id)));
      // The second click either meets the move (409) or, finding the payout processing with its transfer not yet
      // recorded, asks for the same attempt again: the provider makes it once either way.
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(answers.map((answer) => answer.status)).toContain(200);
      const keys = (await transfersOf(accountId)).filter((row) => row.idempotency_key === `payout-${payout.id}`);
      expect(keys).toHaveLength(1);
      const moves = await t.sql(
        "SELECT 1 FROM audit_log WHERE entity_type = 'payout' AND entity_id = ? AND action = 'payout.update'",
        [String(payout.id)],
      );
      expect(moves).toHaveLength(1);
      expect(await t.sql('SELECT status FROM payouts WHERE id = ?', [payout.id])).toEqual([{ status: 'completed' }]);
    }
    expect(await transfersOf(accountId)).toHaveLength(20);
  });

  it('transfers equal payouts to the cent over a history of odd amounts, and earnings agree', async () => {
    const [ada] = await writers(t, 1);
    const accountId = await aPayoutAccount(t, ada.userId);
    const payouts = [];
    for (let i = 0; i < 30; i += 1) {
      payouts.push(
        await aPayout(t, ada.userId, { title: `Odd ${i}`, payRateCents: 3 + (i % 7), wordCount: 997 + i * 13 }),
      );
    }
    for (const payout of payouts) expect((await process(editor, payout.id)).status).toBe(200);
    const [sums] = await t.sql<{ payouts: number; transfers: number }>(
      `SELECT (SELECT sum(amount_cents)::int FROM payouts WHERE user_id = ?) AS payouts,
              (SELECT sum(amount_cents)::int FROM billing_sandbox_transfers WHERE account_id = ?) AS transfers`,
      [ada.userId, accountId],
    );
    const expected = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
    expect(sums).toEqual({ payouts: expected, transfers: expected });
    const earnings = (await ada.client.get('/api/earnings/me')).body;
    expect(earnings.completed).toBe((expected / 100).toFixed(2));
    const [mismatch] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM payouts p JOIN billing_sandbox_transfers tr ON tr.id = p.transfer_id
       WHERE p.user_id = ? AND tr.amount_cents <> p.amount_cents`,
      [ada.userId],
    );
    expect(mismatch.n).toBe(0);
  });

  it('refuses failed as a status an editor may set', async () => {
    const [ada] = await writers(t, 1);
    const payout = await aPayout(t, ada.userId);
    const response = await editor.patch(`/api/admin/payouts/${payout.id}`, { status: 'failed' });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['status must be one of pending, processing, completed']);
  });
});
