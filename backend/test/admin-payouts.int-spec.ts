import request from 'supertest';
import { writers, type Writer } from './support/assignment-helpers';
import { aPayout, payoutSnapshot, aPayoutAccount } from './support/payout-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface AdminPayoutBody {
  id: number;
  userId: number | null;
  userName: string;
  userEmail: string | null;
  assignmentTitle: string;
  amount: string;
  status: string;
  requestedAt: string | null;
  processedAt: string | null;
  completedAt: string | null;
}

interface AuditRow {
  action: string;
  actor_id: number;
  before: { status: string };
  after: { status: string };
}

/** The queue's order, as the Payouts tab promises it (D9, D10), computed independently of the app. */
const QUEUE_ORDER = `ORDER BY CASE WHEN status = 'pending' AND requested_at IS NOT NULL THEN 0
  WHEN status = 'pending' THEN 1 WHEN status = 'processing' THEN 2 ELSE 3 END, created_at, id`;

describe('admin: payouts', () => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let member: Writer;

  const list = (query: Record<string, string | number> = {}) =>
    admin.get(`/api/admin/payouts?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const audit = (payoutId: number) =>
    t.sql<AuditRow>(
      "SELECT action, actor_id, before, after FROM audit_log WHERE entity_type = 'payout' AND entity_id = ? ORDER BY id",
      [String(payoutId)],
    );

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    [member] = await writers(t, 1);
    // D21: Process sends a transfer, so the member has an account that can receive it (the sandbox's).
    await aPayoutAccount(t, member.userId);
  });
  afterAll(() => t.close());

  describe.each([
    ['GET', '/api/admin/payouts', undefined],
    ['GET', '/api/admin/payouts?status=pending&search=ada&page=1&pageSize=5', undefined],
    ['PATCH', '/api/admin/payouts/1', { status: 'completed' }],
  ])('%s %s authorization', (method, url, body) => {
    const call = (client: TestClient) => (method === 'GET' ? client.get(url) : client.patch(url, body));

    it('answers 401 without a session', async () => {
      const response = await call(await t.client());
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    });

    it('answers 403 to a member, writing nothing', async () => {
      await aPayout(t, member.userId, { title: 'Not for members to move' });
      const before = await payoutSnapshot(t);
      const response = await call(member.client);
      expect(response.status).toBe(403);
      expect(response.body.statusCode).toBe(403);
      expect(await payoutSnapshot(t)).toBe(before);
    });
  });

  describe('GET /api/admin/payouts', () => {
    let grace: Writer;
    let gone: Writer;

    beforeAll(async () => {
      [grace, gone] = await writers(t, 2);
      await t.sql("UPDATE users SET first_name = 'Grace', last_name = 'Okafor_50%' WHERE id = ?", [grace.userId]);
      const at = (days: number) => `now() - interval '${days} days'`;
      await aPayout(t, grace.userId, { title: 'Harbor museum guide', status: 'completed', createdAt: at(30) });
      await aPayout(t, grace.userId, { title: 'Fintech onboarding emails', status: 'processing', createdAt: at(20) });
      await aPayout(t, grace.userId, { title: 'Cold-chain logistics explainer', createdAt: at(10) });
      await aPayout(t, grace.userId, { title: 'Requested late', requested: true, createdAt: at(5) });
      await aPayout(t, grace.userId, { title: 'Requested early', requested: true, createdAt: at(15) });
      await aPayout(t, gone.userId, { title: 'Orphaned essay', payRateCents: 12_345, isPerWord: false });
      await t.sql('DELETE FROM users WHERE id = ?', [gone.userId]);
    });

    it('pages through every payout exactly once: requested pending, pending, processing, completed, oldest first', async () => {
      const expected = await t.sql<{ id: number }>(`SELECT id FROM payouts ${QUEUE_ORDER}`);
      const seen: number[] = [];
      for (let page = 1; seen.length < expected.length; page++) {
        const response = await list({ page, pageSize: 4 });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ total: expected.length, page, pageSize: 4 });
        seen.push(...(response.body.items as AdminPayoutBody[]).map((item) => item.id));
      }
      expect(seen).toEqual(expected.map((row) => row.id));
      const titles = ((await list({ search: 'Okafor', pageSize: 100 })).body.items as AdminPayoutBody[]).map(
        (item) => item.assignmentTitle,
      );
      expect(titles).toEqual([
        'Requested early',
        'Requested late',
        'Cold-chain logistics explainer',
        'Fintech onboarding emails',
        'Harbor museum guide',
      ]);
    });

    it("answers each payout with the member's view, whose it is, and 'Unknown User' once the account is gone", async () => {
      const { body } = await list({ search: 'Cold-chain' });
      expect(body).toEqual({ items: [expect.any(Object)], total: 1, page: 1, pageSize: 20 });
      const [item] = body.items as AdminPayoutBody[];
      expect(item).toEqual({
        id: expect.any(Number),
        assignmentId: expect.any(Number),
        assignmentTitle: 'Cold-chain logistics explainer',
        amount: '60.00',
        status: 'pending',
        requestedAt: null,
        processedAt: null,
        completedAt: null,
        failedAt: null,
        failureReason: null,
        createdAt: expect.any(String),
        userId: grace.userId,
        userName: 'Grace Okafor_50%',
        userEmail: expect.stringMatching(/@penwright\.test$/),
        transferUnconfirmed: false,
      });
      const [orphan] = (await list({ search: 'Orphaned' })).body.items as AdminPayoutBody[];
      expect(orphan).toMatchObject({ userId: null, userName: 'Unknown User', userEmail: null, amount: '123.45' });
    });

    it("searches the member's name, e-mail and username and the title, literally", async () => {
      const [{ email, username }] = await t.sql<{ email: string; username: string }>(
        'SELECT email, username FROM users WHERE id = ?',
        [grace.userId],
      );
      for (const search of ['grace okafor', email.toUpperCase(), username, '  Okafor_50%  ']) {
        expect((await list({ search })).body.total).toBe(5);
      }
      expect((await list({ search: 'MUSEUM' })).body.total).toBe(1);
      // LIKE's wildcards are literal: '%' and '_' match only themselves.
      expect((await list({ search: '%' })).body.total).toBe(5);
      expect((await list({ search: 'Okafor_5' })).body.total).toBe(5);
      expect((await list({ search: 'Okafor%' })).body.total).toBe(0);
      expect((await list({ search: 'no such member or title' })).body).toMatchObject({ items: [], total: 0 });
    });

    it('filters by status, combined with the search', async () => {
      const counts = await t.sql<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM payouts GROUP BY status',
      );
      for (const { status, n } of counts) {
        const { body } = await list({ status, pageSize: 100 });
        expect(body.total).toBe(n);
        expect((body.items as AdminPayoutBody[]).every((item) => item.status === status)).toBe(true);
      }
      expect((await list({ status: 'pending', search: 'Okafor' })).body.total).toBe(3);
    });

    it("takes several statuses, comma-separated or repeated (the Overview's unpaid money)", async () => {
      const [{ n }] = await t.sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM payouts WHERE status IN ('pending', 'processing')",
      );
      for (const query of ['status=pending,processing', 'status=pending&status=processing']) {
        const { body } = await admin.get(`/api/admin/payouts?${query}&pageSize=100`);
        expect(body.total).toBe(n);
        expect(new Set((body.items as AdminPayoutBody[]).map((item) => item.status))).toEqual(
          new Set(['pending', 'processing']),
        );
      }
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { body } = await list({ search: 'Okafor', page: 9, pageSize: 2 });
      expect(body).toEqual({ items: [], total: 5, page: 9, pageSize: 2 });
    });

    it.each([
      ['page=0', 'page must be an integer from 1 to 1000000'],
      ['page=abc', 'page must be an integer from 1 to 1000000'],
      ['page=1.5', 'page must be an integer from 1 to 1000000'],
      ['page=1&page=2', 'page must be an integer from 1 to 1000000'],
      ['pageSize=101', 'pageSize must be an integer from 1 to 100'],
      ['pageSize=-1', 'pageSize must be an integer from 1 to 100'],
      ['pageSize=99999999999999999999', 'pageSize must be an integer from 1 to 100'],
      ['status=paid', 'status must be one of pending, processing, completed, failed'],
      ['status=pending,paid', 'status must be one of pending, processing, completed, failed'],
      ['status[x]=pending', 'property status[x] should not exist'],
      ['search=', 'search must be 1 to 100 characters'],
      [`search=${'x'.repeat(101)}`, 'search must be 1 to 100 characters'],
      ['search=%01', 'search must not contain control characters'],
      ['userId=1', 'property userId should not exist'],
    ])('answers 400 to %s', async (query, message) => {
      const response = await admin.get(`/api/admin/payouts?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });
  });

  describe('PATCH /api/admin/payouts/{id}', () => {
    const patch = (id: number, body: object | string, client = admin) => client.patch(`/api/admin/payouts/${id}`, body);

    it("processes: the sandbox's transfer pays at once, and the editor's move is audited with before and after", async () => {
      const payout = await aPayout(t, member.userId, { title: 'Processed then paid' });
      const processed = await patch(payout.id, { status: 'processing' });
      expect(processed.status).toBe(200);
      expect(processed.body).toMatchObject({
        id: payout.id,
        status: 'completed',
        processedAt: expect.any(String),
        completedAt: expect.any(String),
        amount: '60.00',
        userId: member.userId,
        userName: expect.stringMatching(/^Ada Writer/),
      });
      // Paid is final: Mark Complete has nothing left to do.
      expect((await patch(payout.id, { status: 'completed' })).status).toBe(409);
      expect(await audit(payout.id)).toEqual([
        { action: 'payout.update', actor_id: adminId, before: { status: 'pending' }, after: { status: 'processing' } },
      ]);
    });

    it('marks a pending payout complete directly, without a processing time', async () => {
      const payout = await aPayout(t, member.userId, { title: 'Paid at once' });
      const response = await patch(payout.id, { status: 'completed' });
      expect(response.body).toMatchObject({ status: 'completed', processedAt: null, completedAt: expect.any(String) });
      expect(await audit(payout.id)).toEqual([
        expect.objectContaining({ before: { status: 'pending' }, after: { status: 'completed' } }),
      ]);
    });

    it.each([
      [
        'completed',
        'processing',
        'This payout is completed, so it cannot move to processing. A completed payout is final.',
      ],
      ['completed', 'completed', 'This payout is already completed. A completed payout is final.'],
      [
        'processing',
        'pending',
        'This payout is processing, so it cannot move to pending. From processing it can move only to completed.',
      ],
      ['processing', 'processing', 'This payout is already processing. From processing it can move only to completed.'],
      [
        'pending',
        'pending',
        'This payout is already pending. From pending it can move only to processing or completed.',
      ],
    ] as const)('answers 409 moving %s to %s, naming the allowed moves, writing nothing', async (from, to, message) => {
      const payout = await aPayout(t, member.userId, { status: from });
      const before = await payoutSnapshot(t);
      const response = await patch(payout.id, { status: to });
      expect(response.body).toEqual({ statusCode: 409, code: 'PAYOUT_STATUS_CHANGE_REFUSED', message });
      expect(await payoutSnapshot(t)).toBe(before);
    });

    it('answers 404 to an unknown payout and 400 to a malformed id, writing nothing', async () => {
      const before = await payoutSnapshot(t);
      expect((await patch(999_999_999, { status: 'completed' })).body).toEqual({
        statusCode: 404,
        code: 'PAYOUT_NOT_FOUND',
        message: 'Payout Not Found',
      });
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '2147483648']) {
        const response = await admin.patch(`/api/admin/payouts/${id}`, { status: 'completed' });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Payout id must be a positive whole number',
        });
      }
      expect(await payoutSnapshot(t)).toBe(before);
    });

    it.each([
      ['no status', {}, 'status must be one of pending, processing, completed'],
      ['an unknown status', { status: 'paid' }, 'status must be one of pending, processing, completed'],
      ['a status of the wrong type', { status: 2 }, 'status must be one of pending, processing, completed'],
      ['a list of statuses', { status: ['completed'] }, 'status must be one of pending, processing, completed'],
      ['a null status', { status: null }, 'status must be one of pending, processing, completed'],
      ['an unknown field', { status: 'completed', amount: '1.00' }, 'property amount should not exist'],
      ['a user id', { status: 'completed', userId: 1 }, 'property userId should not exist'],
      ['a body that is a list', '[{"status":"completed"}]', ''],
      ['malformed JSON', '{"status":', ''],
    ])('answers 400 to %s, writing nothing', async (_name, body, message) => {
      const payout = await aPayout(t, member.userId, { title: 'Untouched by bad input' });
      const before = await payoutSnapshot(t);
      const response = await patch(payout.id, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
      expect(await payoutSnapshot(t)).toBe(before);
    });

    it('ends Process vs Mark Complete vs Mark Complete races in one consistent state, audited once', async () => {
      const editors = [admin, await t.signIn(ADMIN), await t.signIn(ADMIN)];
      for (let round = 0; round < 20; round++) {
        const payout = await aPayout(t, member.userId, { title: `Race round ${round}` });
        // Who sends first rotates, so Process both wins and loses the race across the rounds.
        const targets = (['processing', 'completed', 'completed'] as const).map((_, i, all) => all[(i + round) % 3]);
        const responses = await Promise.all(targets.map((status, i) => patch(payout.id, { status }, editors[i])));
        const won = targets.filter((_, i) => responses[i].status === 200);
        for (const response of responses) {
          expect([200, 409]).toContain(response.status);
        }
        // Exactly one wins: Process (whose sandbox transfer pays at once) or the first Mark Complete.
        expect(won).toHaveLength(1);
        const [row] = await t.sql<{ status: string; processed_at: Date | null; completed_at: Date | null }>(
          'SELECT status, processed_at, completed_at FROM payouts WHERE id = ?',
          [payout.id],
        );
        expect(row.status).toBe('completed');
        expect(row.completed_at).not.toBeNull();
        expect(row.processed_at !== null).toBe(won.includes('processing'));
        // One audit entry per successful change, chained: each starts where the one before ended.
        const entries = await audit(payout.id);
        expect(entries).toHaveLength(won.length);
        expect(entries.map((entry) => entry.before.status)).toEqual(['pending']);
        expect(entries.at(-1)?.after).toEqual({ status: won[0] });
      }
    });

    it('answers no 5xx to many editors marking one payout complete at once: one wins', async () => {
      const payout = await aPayout(t, member.userId, { title: 'Clicked by everyone' });
      const responses = await Promise.all(Array.from({ length: 10 }, () => patch(payout.id, { status: 'completed' })));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(9);
      expect(await audit(payout.id)).toHaveLength(1);
    });
  });

  it('lets a member see only their own payouts', async () => {
    const [other] = await writers(t, 1);
    const theirs = await aPayout(t, other.userId, { title: "Someone else's money" });
    const mine = (await member.client.get('/api/payouts/me')).body as { id: number }[];
    expect(mine.map((payout) => payout.id)).not.toContain(theirs.id);
    expect((await request(t.server).get('/api/admin/payouts')).status).toBe(401);
  });
});
