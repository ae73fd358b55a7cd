import request from 'supertest';
import { ReconcilePayouts } from '../src/modules/payouts/application/reconcile-payouts';
import { writers, type Writer } from './support/assignment-helpers';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { waitForMail } from './support/mailbox';
import { aPayout } from './support/payout-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** D21 through the real `stripe` SDK against the local fake: Connect Express accounts, transfers and their events. */
describe('payouts: Stripe Connect', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let editor: TestClient;
  let ada: Writer;
  let adaEmail: string;
  let accountId: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({ ...fake.env, PUBLIC_URL: 'https://writers.example' });
    editor = await t.signIn(ADMIN);
    [ada] = await writers(t, 1);
    [{ email: adaEmail }] = await t.sql<{ email: string }>('SELECT email FROM users WHERE id = ?', [ada.userId]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (event: {
    id: string;
    type: string;
    object: Record<string, unknown> & { id: string };
    account?: string;
  }) => {
    const { payload, signature } = fake.signedEvent(event);
    return request(t.server)
      .post('/api/payouts/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  };
  const stored = async () =>
    (
      await t.sql<{ state: string; missing: string[] }>(
        'SELECT state, missing FROM payout_accounts WHERE user_id = ?',
        [ada.userId],
      )
    )[0];
  const payoutRow = async (id: number) =>
    (
      await t.sql<{ status: string; transfer_id: string | null; failure_reason: string | null; attempt: number }>(
        'SELECT status, transfer_id, failure_reason, attempt FROM payouts WHERE id = ?',
        [id],
      )
    )[0];
  const process = (id: number) => editor.patch(`/api/admin/payouts/${id}`, { status: 'processing' });
  /** Messages queued for the payout's event keys: the outbox holds one per key, so a repeat shows here at once. */
  const queued = async (kind: string, payoutId: number) =>
    (
      await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM mail_message WHERE event_key LIKE ?', [
        `${kind}:${payoutId}:%`,
      ])
    )[0].n;

  describe('the payout account', () => {
    it('creates an Express account and an onboarding link that returns to the Payouts tab', async () => {
      const response = await ada.client.post('/api/payouts/account/onboarding', {});
      expect(response.status).toBe(200);
      [accountId] = [...fake.connect.accounts.keys()];
      expect(fake.connect.accounts.get(accountId)).toMatchObject({
        type: 'express',
        metadata: { userId: String(ada.userId) },
      });
      expect(response.body).toEqual({ url: `https://connect.stripe.fake/setup/e/${accountId}` });
      expect(fake.connect.accountLinks.at(-1)).toMatchObject({
        type: 'account_onboarding',
        return_url: 'https://writers.example/dashboard?tab=payouts&payoutAccount=return',
        refresh_url: 'https://writers.example/dashboard?tab=payouts&payoutAccount=refresh',
      });
      expect((await ada.client.get('/api/payouts/account')).body).toEqual({
        state: 'onboarding',
        provider: 'stripe',
        missing: ['a bank account', 'your name', 'accepting the terms of service'],
        canReceive: false,
      });
      // Continue: a second click makes a new link for the same account.
      await ada.client.post('/api/payouts/account/onboarding', {});
      expect(fake.connect.accounts.size).toBe(1);
      expect(fake.connect.accountLinks).toHaveLength(2);
    });

    it('has no sandbox form with Stripe', async () => {
      const response = await ada.client.post('/api/payouts/account/test-onboarding', {
        name: 'Ada Writer',
        country: 'US',
        accountNumber: '000123456789',
      });
      expect(response.status).toBe(404);
    });

    it('follows account.updated, each event once, reading the account from Stripe', async () => {
      fake.connect.finishOnboarding(accountId, ['external_account']);
      const first = await deliver({
        id: 'evt_acct_1',
        type: 'account.updated',
        object: { id: accountId, object: 'account' },
      });
      expect(first.body).toEqual({ received: true, duplicate: false });
      expect(await stored()).toEqual({ state: 'restricted', missing: ['external_account'] });
      fake.connect.finishOnboarding(accountId);
      // The replay of the first event is refused by its id, so the account is not read again.
      expect((await deliver({ id: 'evt_acct_1', type: 'account.updated', object: { id: accountId } })).body).toEqual({
        received: true,
        duplicate: true,
      });
      expect((await stored()).state).toBe('restricted');
      await deliver({ id: 'evt_acct_2', type: 'account.updated', object: { id: accountId, object: 'account' } });
      expect(await stored()).toEqual({ state: 'enabled', missing: [] });
    });

    it('refuses an unsigned or wrongly signed event', async () => {
      const unsigned = await request(t.server)
        .post('/api/payouts/webhook')
        .set('Content-Type', 'application/json')
        .send({ id: 'evt_forged', type: 'transfer.created', data: { object: { id: 'tr_x' } } });
      expect(unsigned.status).toBe(400);
      const { payload } = fake.signedEvent({ id: 'evt_forged', type: 'transfer.created', object: { id: 'tr_x' } });
      const forged = await request(t.server)
        .post('/api/payouts/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=00')
        .send(payload);
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    });
  });

  describe('transfers', () => {
    it('sends the payout with its idempotency key; transfer.created completes it once, however often it comes', async () => {
      const payout = await aPayout(t, ada.userId, {
        title: 'Solar co-ops explained',
        payRateCents: 7,
        wordCount: 1301,
      });
      const response = await process(payout.id);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('processing');
      const transferId = fake.connect.byKey.get(`payout-${payout.id}`)!;
      expect(fake.connect.transfers.get(transferId)).toMatchObject({
        amount: 9107,
        currency: 'usd',
        destination: accountId,
      });
      expect((await payoutRow(payout.id)).transfer_id).toBe(transferId);
      for (let i = 0; i < 3; i += 1) {
        await deliver({
          id: `evt_created_${payout.id}`,
          type: 'transfer.created',
          object: { id: transferId, object: 'transfer' },
        });
      }
      expect((await payoutRow(payout.id)).status).toBe('completed');
      await waitForMail(t, { to: adaEmail, subject: /^Your payout of \$91\.07 is on its way$/ });
      expect(await queued('payouts.sent', payout.id)).toBe(1);
    });

    it('pays once when the answer to the transfer is lost and the SDK retries with the same key', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Lost answer' });
      const calls = fake.connect.transferCalls;
      fake.connect.dropTransferAnswers = 1;
      expect((await process(payout.id)).status).toBe(200);
      expect(fake.connect.transferCalls - calls).toBe(2);
      expect(
        fake.connect.transfersTo(accountId).filter((tr) => tr.transfer_group === `payout-${payout.id}`),
      ).toHaveLength(1);
    });

    it('sends nothing before the move commits; an unreachable provider leaves it processing, and Process again pays once', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Outage' });
      fake.connect.unreachableTransferCalls = 3; // the first call and both of the SDK's retries
      const failed = await process(payout.id);
      expect([failed.status, failed.body.code]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'processing', transfer_id: null });
      expect(fake.connect.transfersTo(accountId).filter((tr) => tr.transfer_group === `payout-${payout.id}`)).toEqual(
        [],
      );
      // The console offers Send transfer alone: marking it paid now could pay twice, so the server refuses it.
      const listed = await editor.get('/api/admin/payouts').query({ search: 'Outage', status: 'processing' });
      expect(listed.body.items.find((row: { id: number }) => row.id === payout.id)).toMatchObject({
        transferUnconfirmed: true,
      });
      const markPaid = await editor.patch(`/api/admin/payouts/${payout.id}`, { status: 'completed' });
      expect([markPaid.status, markPaid.body.message]).toEqual([
        409,
        expect.stringMatching(/^The payment provider has not confirmed/),
      ]);
      // Not yet a quarter hour old: the night's run leaves it to the editor's click.
      expect((await t.inRequestScope(() => t.app.get(ReconcilePayouts).execute())).sent).toBe(0);
      const again = await process(payout.id);
      expect([again.status, again.body.status]).toEqual([200, 'processing']);
      const made = fake.connect.transfersTo(accountId).filter((tr) => tr.transfer_group === `payout-${payout.id}`);
      expect(made).toHaveLength(1);
      expect((await payoutRow(payout.id)).transfer_id).toBe(made[0].id);
      // A third click finds the transfer recorded: nothing to send, nothing moves.
      expect((await process(payout.id)).status).toBe(409);
      const audited = await t.sql<{ action: string }>(
        "SELECT action FROM audit_log WHERE entity_type = 'payout' AND entity_id = ? ORDER BY id",
        [String(payout.id)],
      );
      expect(audited.map((row) => row.action)).toEqual(['payout.update', 'payout.resend']);
    });

    it('never sends a payout processed by hand before transfers existed, nor offers to', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Paid by hand in 2026' });
      await t.sql("UPDATE payouts SET status = 'processing', processed_at = now() - interval '40 days' WHERE id = ?", [
        payout.id,
      ]);
      const calls = fake.connect.transferCalls;
      await t.inRequestScope(() => t.app.get(ReconcilePayouts).execute());
      expect(fake.connect.transferCalls).toBe(calls);
      const listed = await editor.get('/api/admin/payouts').query({ search: 'Paid by hand', status: 'processing' });
      expect(listed.body.items[0]).toMatchObject({ id: payout.id, transferUnconfirmed: false });
      expect((await process(payout.id)).status).toBe(409);
      expect(fake.connect.transferCalls).toBe(calls);
      expect((await editor.patch(`/api/admin/payouts/${payout.id}`, { status: 'completed' })).status).toBe(200);
    });

    it('finds a transfer whose answer was lost a day later, when Stripe has forgotten the key: never a second one', async () => {
      const byClick = await aPayout(t, ada.userId, { title: 'Answer lost, clicked again' });
      const byNight = await aPayout(t, ada.userId, { title: 'Answer lost, reconciled' });
      for (const payout of [byClick, byNight]) {
        fake.connect.dropTransferAnswers = 3; // made at Stripe, every answer lost
        expect((await process(payout.id)).status).toBe(503);
        expect(await payoutRow(payout.id)).toMatchObject({ status: 'processing', transfer_id: null });
      }
      fake.connect.forgetIdempotencyKeys();
      const inGroup = (id: number) =>
        fake.connect.transfersTo(accountId).filter((tr) => tr.transfer_group === `payout-${id}`);

      expect((await process(byClick.id)).status).toBe(200);
      expect(inGroup(byClick.id)).toHaveLength(1);
      expect((await payoutRow(byClick.id)).transfer_id).toBe(inGroup(byClick.id)[0].id);

      // The nightly reconciliation sends (here: finds) what no editor clicked again, once the click is long past.
      await t.sql("UPDATE payouts SET transfer_requested_at = now() - interval '1 day' WHERE id = ?", [byNight.id]);
      const report = await t.inRequestScope(() => t.app.get(ReconcilePayouts).execute());
      expect(report.sent).toBe(1);
      expect(inGroup(byNight.id)).toHaveLength(1);
      expect((await payoutRow(byNight.id)).transfer_id).toBe(inGroup(byNight.id)[0].id);
    });

    it('records a transfer from its event when the event comes before the answer, and completes it once', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Event first' });
      fake.connect.dropTransferAnswers = 3;
      expect((await process(payout.id)).status).toBe(503);
      const transferId = fake.connect.byKey.get(`payout-${payout.id}`)!;
      await deliver({ id: `evt_first_${payout.id}`, type: 'transfer.created', object: { id: transferId } });
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'completed', transfer_id: transferId });
      expect(await queued('payouts.sent', payout.id)).toBe(1);
    });

    it('does not take a transfer of another amount as the payout’s, whatever its event says', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Wrong amount', payRateCents: 5000, isPerWord: false });
      fake.connect.unreachableTransferCalls = 3;
      expect((await process(payout.id)).status).toBe(503);
      // Someone sends 40.00 by hand in Stripe's dashboard, in the payout's group and with its metadata.
      const stray = fake.connect.createTransfer(
        {
          amount: 4000,
          currency: 'usd',
          destination: accountId,
          transfer_group: `payout-${payout.id}`,
          metadata: { payoutId: String(payout.id), attempt: '0' },
        },
        undefined,
      );
      await deliver({ id: `evt_stray_${payout.id}`, type: 'transfer.created', object: { id: stray.id } });
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'processing', transfer_id: null });
    });

    it('fails the attempt Stripe refuses (its answer is kept under the key) and a Retry pays with a new key', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Refused at first', payRateCents: 2500, isPerWord: false });
      // Stripe turned the account's transfers off after our last look at it.
      fake.connect.accounts.get(accountId)!.payouts_enabled = false;
      const refused = await process(payout.id);
      expect([refused.status, refused.body.code]).toEqual([409, 'PAYOUT_TRANSFER_REFUSED']);
      // The editor reads Stripe's words; the member a plain reason.
      expect(refused.body.message).toMatch(/^The payment provider refused the transfer: .*capabilities/);
      expect(await payoutRow(payout.id)).toMatchObject({
        status: 'failed',
        transfer_id: null,
        attempt: 0,
        failure_reason: 'The payment provider refused the transfer. An editor will look into it and retry.',
      });
      await waitForMail(t, { to: adaEmail, subject: /^Your payout of \$25\.00 could not be sent$/ });

      fake.connect.finishOnboarding(accountId);
      const retried = await process(payout.id);
      expect([retried.status, retried.body.status]).toEqual([200, 'processing']);
      const transferId = fake.connect.byKey.get(`payout-${payout.id}-1`)!;
      expect(fake.connect.transfers.get(transferId)?.amount).toBe(2500);
      expect(await payoutRow(payout.id)).toMatchObject({ attempt: 1, transfer_id: transferId, failure_reason: null });
    });

    it('applies a reversal and the creation in any order, replayed, ending failed once with the reason', async () => {
      const early = await aPayout(t, ada.userId, { title: 'Reversed first', payRateCents: 1234, isPerWord: false });
      const late = await aPayout(t, ada.userId, { title: 'Created first', payRateCents: 4321, isPerWord: false });
      await process(early.id);
      await process(late.id);
      const earlyTransfer = fake.connect.byKey.get(`payout-${early.id}`)!;
      const lateTransfer = fake.connect.byKey.get(`payout-${late.id}`)!;
      fake.connect.reverse(earlyTransfer);
      await deliver({ id: `evt_rev_${early.id}`, type: 'transfer.reversed', object: { id: earlyTransfer } });
      await deliver({ id: `evt_cre_${early.id}`, type: 'transfer.created', object: { id: earlyTransfer } });
      await deliver({ id: `evt_cre_${late.id}`, type: 'transfer.created', object: { id: lateTransfer } });
      expect((await payoutRow(late.id)).status).toBe('completed');
      fake.connect.reverse(lateTransfer);
      await deliver({ id: `evt_rev_${late.id}`, type: 'transfer.reversed', object: { id: lateTransfer } });
      for (const id of [`evt_rev_${early.id}`, `evt_cre_${early.id}`, `evt_rev_${late.id}`, `evt_cre_${late.id}`]) {
        const transfer = id.endsWith(String(early.id)) ? earlyTransfer : lateTransfer;
        const replay = await deliver({
          id,
          type: id.includes('rev') ? 'transfer.reversed' : 'transfer.created',
          object: { id: transfer },
        });
        expect(replay.body.duplicate).toBe(true);
      }
      for (const payout of [early, late]) {
        expect(await payoutRow(payout.id)).toMatchObject({
          status: 'failed',
          failure_reason: 'The transfer was reversed.',
        });
      }
      await waitForMail(t, { to: adaEmail, subject: /^Your payout of \$12\.34 could not be sent$/ });
      await waitForMail(t, { to: adaEmail, subject: /^Your payout of \$43\.21 could not be sent$/ });
      expect(await queued('payouts.failed', early.id)).toBe(1);
      expect(await queued('payouts.sent', early.id)).toBe(0);

      // Retry: a new attempt with a new key; the old transfer's late events no longer reach it.
      const retried = await process(early.id);
      expect(retried.body.status).toBe('processing');
      const retryTransfer = fake.connect.byKey.get(`payout-${early.id}-1`)!;
      expect(retryTransfer).toBeDefined();
      expect(retryTransfer).not.toBe(earlyTransfer);
      await deliver({ id: `evt_rev_again_${early.id}`, type: 'transfer.reversed', object: { id: earlyTransfer } });
      expect(await payoutRow(early.id)).toMatchObject({ status: 'processing', attempt: 1, failure_reason: null });
    });

    it('does not fail a payout on payout.failed (the money is in the account), and refuses a Retry that would pay twice', async () => {
      const payout = await aPayout(t, ada.userId, { title: 'Bank says no' });
      await process(payout.id);
      const event = await deliver({
        id: `evt_po_failed_${payout.id}`,
        type: 'payout.failed',
        account: accountId,
        object: { id: 'po_fake1', object: 'payout', failure_message: 'The bank account has been closed.' },
      });
      expect(event.status).toBe(200);
      // The connected account's bank payout failed; our transfer is still in its balance, so the payout is paid.
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'processing', failure_reason: null });

      // Failed some other way while its transfer stands: a Retry would send the money a second time.
      await t.sql("UPDATE payouts SET status = 'failed', failure_reason = 'marked by hand' WHERE id = ?", [payout.id]);
      const transfersBefore = fake.connect.transfers.size;
      const retry = await process(payout.id);
      expect([retry.status, retry.body.code]).toEqual([409, 'PAYOUT_STATUS_CHANGE_REFUSED']);
      expect(retry.body.message).toMatch(/was not reversed/);
      expect(fake.connect.transfers.size).toBe(transfersBefore);
      expect((await payoutRow(payout.id)).status).toBe('failed');
    });

    it('settles processing payouts nightly from what Stripe says of their transfers', async () => {
      const paid = await aPayout(t, ada.userId, { title: 'Event lost' });
      const reversed = await aPayout(t, ada.userId, { title: 'Reversal lost' });
      await process(paid.id);
      await process(reversed.id);
      fake.connect.reverse(fake.connect.byKey.get(`payout-${reversed.id}`)!);
      const report = await t.inRequestScope(() => t.app.get(ReconcilePayouts).execute());
      expect(report.completed).toBeGreaterThanOrEqual(1);
      expect(report.failed).toBeGreaterThanOrEqual(1);
      expect((await payoutRow(paid.id)).status).toBe('completed');
      expect((await payoutRow(reversed.id)).status).toBe('failed');
    });

    it('every transfer equals its payout to the cent', async () => {
      const rows = await t.sql<{ id: number; amount_cents: number; transfer_id: string }>(
        'SELECT id, amount_cents, transfer_id FROM payouts WHERE user_id = ? AND transfer_id IS NOT NULL',
        [ada.userId],
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) expect(fake.connect.transfers.get(row.transfer_id)?.amount).toBe(row.amount_cents);
    });
  });
});
