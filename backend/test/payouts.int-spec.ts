import request from 'supertest';
import { OpenPayout } from '../src/modules/payouts/application/open-payout';
import { anAssignment, writers, type Writer } from './support/assignment-helpers';
import { aPayout, payoutSnapshot, aPayoutAccount } from './support/payout-helpers';
import { startTestApp, type TestApp } from './support/test-app';

interface PayoutBody {
  id: number;
  assignmentId: number;
  assignmentTitle: string;
  amount: string;
  status: string;
  requestedAt: string | null;
  processedAt: string | null;
  completedAt: string | null;
  createdAt: string;
}

/** The last 12 calendar months (UTC) ending with the current one, as "YYYY-MM", oldest first. */
const lastTwelveMonths = (now = new Date()) =>
  Array.from({ length: 12 }, (_, back) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - back), 1));
    return month.toISOString().slice(0, 7);
  });

describe('payouts: the member side', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor on every route', async () => {
    const visitor = await t.client();
    expect((await request(t.server).get('/api/payouts/me')).status).toBe(401);
    expect((await request(t.server).get('/api/earnings/me')).status).toBe(401);
    expect((await visitor.post('/api/payouts/request')).status).toBe(401);
  });

  describe('GET /api/payouts/me', () => {
    it("lists the member's own payouts, newest first, money as decimal strings", async () => {
      const [ada, grace] = await writers(t, 2);
      const perWord = await aPayout(t, ada.userId, {
        title: 'Solar co-ops explained',
        payRateCents: 5,
        wordCount: 1200,
      });
      const flat = await aPayout(t, ada.userId, {
        title: 'Clinic landing page',
        payRateCents: 42_500,
        isPerWord: false,
        status: 'completed',
        createdAt: "now() + interval '1 second'",
      });
      await aPayout(t, grace.userId, { title: "Grace's brief" });

      const response = await ada.client.get('/api/payouts/me');
      expect(response.status).toBe(200);
      const list = response.body as PayoutBody[];
      expect(list.map((payout) => payout.id)).toEqual([flat.id, perWord.id]);
      expect(list[1]).toEqual({
        id: perWord.id,
        assignmentId: perWord.assignmentId,
        assignmentTitle: 'Solar co-ops explained',
        amount: '60.00',
        status: 'pending',
        requestedAt: null,
        processedAt: null,
        completedAt: null,
        failedAt: null,
        failureReason: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(list[0]).toMatchObject({ amount: '425.00', status: 'completed', completedAt: expect.any(String) });

      const theirs = (await grace.client.get('/api/payouts/me')).body as PayoutBody[];
      expect(theirs.map((payout) => payout.assignmentTitle)).toEqual(["Grace's brief"]);
    });

    it('opens one payout per assignment even when two completions race', async () => {
      const [member] = await writers(t, 1);
      const assignmentId = await anAssignment(t, { title: 'Raced completion' });
      const work = {
        assignmentId,
        title: 'Raced completion',
        userId: member.userId,
        payRateCents: 5,
        wordCount: 1200,
        isPerWord: true,
      };
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => t.inRequestScope(() => t.app.get(OpenPayout).forCompletedWork(work))),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(result.reason).toMatchObject({
          kind: 'CONFLICT',
          code: 'PAYOUT_ALREADY_PAID',
          message: 'This assignment has already been paid for.',
        });
      }
      expect(await t.sql('SELECT amount_cents FROM payouts WHERE assignment_id = ?', [assignmentId])).toEqual([
        { amount_cents: 6000 },
      ]);
    });
  });

  describe('GET /api/earnings/me', () => {
    it('answers zeros and twelve empty months for a member without payouts', async () => {
      const [member] = await writers(t, 1);
      const response = await member.client.get('/api/earnings/me');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        total: '0.00',
        pending: '0.00',
        completed: '0.00',
        monthly: lastTwelveMonths().map((month) => ({ month, amount: '0.00' })),
      });
    });

    it('sums per D9 in cents: total all, pending = pending + processing, completed = completed', async () => {
      const [member, other] = await writers(t, 2);
      await aPayout(t, member.userId, { payRateCents: 5, wordCount: 1200 }); // 60.00 pending
      await aPayout(t, member.userId, { payRateCents: 3, wordCount: 333, status: 'processing' }); // 9.99
      await aPayout(t, member.userId, { payRateCents: 12_345, isPerWord: false, status: 'completed' }); // 123.45
      await aPayout(t, other.userId, { payRateCents: 99_999, isPerWord: false });
      const { body } = await member.client.get('/api/earnings/me');
      expect(body).toMatchObject({ total: '193.44', pending: '69.99', completed: '123.45' });
    });

    it('sums hundreds of odd-cent payouts exactly', async () => {
      const [member] = await writers(t, 1);
      // 300 payouts of 0.07, 0.13, 0.99, ... (floating point would drift on these); inserted in bulk.
      const amounts = Array.from({ length: 300 }, (_, i) => [7, 13, 99, 1, 101][i % 5]);
      await t.sql(
        `WITH work AS (
           INSERT INTO assignments (title, description, type, word_count, pay_rate_cents, is_per_word, deadline)
           SELECT 'Odd cents ' || n, 'A test brief.', 'article', 1, cents, false, now() + interval '1 day'
           FROM unnest(string_to_array(?, ',')::int[]) WITH ORDINALITY AS a(cents, n) RETURNING id, pay_rate_cents)
         INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents)
         SELECT ?, id, 'Odd cents', pay_rate_cents FROM work`,
        [amounts.join(','), member.userId],
      );
      const expected = amounts.reduce((sum, cents) => sum + cents, 0); // 60 × (7 + 13 + 99 + 1 + 101) cents
      const { body } = await member.client.get('/api/earnings/me');
      expect(expected).toBe(13_260);
      expect(body).toMatchObject({ total: '132.60', pending: '132.60', completed: '0.00' });
      expect(body.monthly[11]).toEqual({ month: lastTwelveMonths()[11], amount: '132.60' });
    });

    it('charts the last 12 calendar months (UTC) by when the work was completed, zero-filled', async () => {
      const [member] = await writers(t, 1);
      const thisMonthUtc = "date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'";
      // The first instant of this month counts in it; the instant before, in the month before.
      await aPayout(t, member.userId, { payRateCents: 1000, isPerWord: false, createdAt: thisMonthUtc });
      await aPayout(t, member.userId, {
        payRateCents: 250,
        isPerWord: false,
        status: 'completed',
        createdAt: `${thisMonthUtc} - interval '1 microsecond'`,
      });
      await aPayout(t, member.userId, {
        payRateCents: 5,
        wordCount: 1200,
        createdAt: `${thisMonthUtc} - interval '3 months'`,
      });
      await aPayout(t, member.userId, {
        payRateCents: 4400,
        isPerWord: false,
        createdAt: `${thisMonthUtc} - interval '11 months'`,
      });
      // Before the chart's first month: in the totals, not in the chart.
      await aPayout(t, member.userId, {
        payRateCents: 7700,
        isPerWord: false,
        createdAt: `${thisMonthUtc} - interval '12 months'`,
      });

      const { body } = await member.client.get('/api/earnings/me');
      const months = lastTwelveMonths();
      const expected = new Map([
        [months[11], '10.00'],
        [months[10], '2.50'],
        [months[8], '60.00'],
        [months[0], '44.00'],
      ]);
      expect(body.monthly).toEqual(months.map((month) => ({ month, amount: expected.get(month) ?? '0.00' })));
      expect(body.total).toBe('193.50');
    });
  });

  describe('POST /api/payouts/request', () => {
    const requestedIds = async (userId: number) =>
      (
        await t.sql<{ id: number }>(
          'SELECT id FROM payouts WHERE user_id = ? AND requested_at IS NOT NULL ORDER BY id',
          [userId],
        )
      ).map((row) => row.id);

    const refused = async (member: Writer, code: string, message: string) => {
      const before = await payoutSnapshot(t);
      const response = await member.client.post('/api/payouts/request');
      expect(response.body).toEqual({ statusCode: 409, code, message });
      expect(await payoutSnapshot(t)).toBe(before);
    };

    it('refuses below PAYOUT_MINIMUM ($10.00), stating the minimum and the amount pending, writing nothing', async () => {
      const [member] = await writers(t, 1);
      await aPayoutAccount(t, member.userId);
      await refused(
        member,
        'PAYOUT_BELOW_MINIMUM',
        'Payouts can be requested from $10.00; you have $0.00 pending and not yet requested.',
      );
      await aPayout(t, member.userId, { payRateCents: 450, isPerWord: false });
      // Processing and completed payouts are not pending: they do not count toward a request.
      await aPayout(t, member.userId, { payRateCents: 5000, isPerWord: false, status: 'processing' });
      await aPayout(t, member.userId, { payRateCents: 5000, isPerWord: false, status: 'completed' });
      await refused(
        member,
        'PAYOUT_BELOW_MINIMUM',
        'Payouts can be requested from $10.00; you have $4.50 pending and not yet requested.',
      );
    });

    it('marks every pending payout not yet requested, at or above the minimum, and says so', async () => {
      const [member, other] = await writers(t, 2);
      await aPayoutAccount(t, member.userId);
      const a = await aPayout(t, member.userId, { payRateCents: 550, isPerWord: false });
      const b = await aPayout(t, member.userId, { payRateCents: 450, isPerWord: false });
      await aPayout(t, member.userId, { payRateCents: 5000, isPerWord: false, status: 'processing' });
      const theirs = await aPayout(t, other.userId, { payRateCents: 5000, isPerWord: false });

      const response = await member.client.post('/api/payouts/request');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        requested: 2,
        amount: '10.00',
        message: 'Payout requested: $10.00 for 2 completed assignments. An editor will process it.',
      });
      expect(await requestedIds(member.userId)).toEqual([a.id, b.id]);
      expect(await requestedIds(other.userId)).toEqual([]);
      const mine = (await member.client.get('/api/payouts/me')).body as PayoutBody[];
      expect(mine.find((payout) => payout.id === a.id)?.requestedAt).toEqual(expect.any(String));

      // All requested: nothing new to ask for.
      await refused(
        member,
        'PAYOUT_ALREADY_REQUESTED',
        'Nothing new to request: your pending payouts ($10.00) have already been requested, and an editor will process them.',
      );
      // New work below the minimum: the figure is what is not yet requested.
      await aPayout(t, member.userId, { payRateCents: 999, isPerWord: false });
      await refused(
        member,
        'PAYOUT_BELOW_MINIMUM',
        'Payouts can be requested from $10.00; you have $9.99 pending and not yet requested.',
      );
      expect(await requestedIds(other.userId)).toEqual([]);
      expect(theirs.status).toBe('pending');
    });

    it('requests each payout once when the member clicks many times at once', async () => {
      const [member] = await writers(t, 1);
      await aPayoutAccount(t, member.userId);
      for (let i = 0; i < 3; i++) await aPayout(t, member.userId, { payRateCents: 5, wordCount: 1200 });
      const responses = await Promise.all(Array.from({ length: 10 }, () => member.client.post('/api/payouts/request')));
      const ok = responses.filter((response) => response.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0].body).toMatchObject({ requested: 3, amount: '180.00' });
      for (const response of responses.filter((r) => r.status !== 200)) {
        expect(response.body).toEqual({
          statusCode: 409,
          code: 'PAYOUT_ALREADY_REQUESTED',
          message:
            'Nothing new to request: your pending payouts ($180.00) have already been requested, and an editor will process them.',
        });
      }
      const stamps = await t.sql<{ n: number }>(
        'SELECT count(DISTINCT requested_at)::int AS n FROM payouts WHERE user_id = ?',
        [member.userId],
      );
      expect(stamps).toEqual([{ n: 1 }]);
    });

    it('refuses any body with fields, malformed JSON or a non-object, writing nothing', async () => {
      const [member] = await writers(t, 1);
      await aPayoutAccount(t, member.userId);
      await aPayout(t, member.userId, { payRateCents: 5, wordCount: 1200 });
      const before = await payoutSnapshot(t);
      for (const body of [{ amount: '60.00' }, '{"__proto__": {"x": 1}}', '[]', '"all"', '{"amount":', '123']) {
        const response = await member.client.post('/api/payouts/request', body);
        expect(response.status).toBe(400);
        expect(response.body.statusCode).toBe(400);
      }
      expect(await payoutSnapshot(t)).toBe(before);
    });
  });
});
