import request from 'supertest';
import { anAssignment } from './support/assignment-helpers';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** `GET /api/admin/overview` (D10): the editors' morning figures, computed on the server. */
describe('admin: the overview', () => {
  let t: TestApp;
  let admin: TestClient;
  const overview = async () => {
    const response = await admin.get('/api/admin/overview');
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it('answers 401 to visitors and 403 to members', async () => {
    expect((await request(t.server).get('/api/admin/overview')).status).toBe(401);
    expect((await (await t.signIn(DEMO)).get('/api/admin/overview')).status).toBe(403);
  });

  it("counts the seeded history: the approved demo member's pending payout, her submission, the open work", async () => {
    const [db] = await t.sql<{ active: string; pending: string; submitted: string }>(
      `SELECT (SELECT count(*) FROM assignments WHERE status IN ('available', 'assigned', 'in_progress')) AS active,
              (SELECT sum(amount_cents) FROM payouts WHERE status IN ('pending', 'processing')) AS pending,
              (SELECT count(*) FROM assignments WHERE status = 'submitted') AS submitted`,
    );
    const body = await overview();
    expect(Number(db.pending)).toBe(35500);
    expect(body).toMatchObject({
      activeAssignments: Number(db.active),
      // Owed and not yet paid (D9): the research summary (500 words at $0.07, pending) and the survey summary
      // ($320.00, processing), as her own dashboard counts her pending earnings.
      pendingPayoutsTotal: '355.00',
      submissionsAwaitingReview: Number(db.submitted),
      overdueAssignments: 0,
      applicationsAwaitingReview: 0,
      requestedPayouts: 0,
    });
    expect(body.membersByTier).toEqual(
      expect.arrayContaining([
        { tier: 'writer', members: 1 },
        { tier: 'professional', members: 1 },
      ]),
    );
    expect(body.weekly).toHaveLength(12);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(body.weekly.at(-1).weekStart).toBe(monday.toISOString().slice(0, 10));
    // Three of her five completions (60, 40 and 12 days ago) fall within the twelve weeks.
    expect(
      body.weekly.reduce((sum: number, week: { completedAssignments: number }) => sum + week.completedAssignments, 0),
    ).toBe(3);
  });

  it('moves with the data: a new overdue piece, a payout paid this week, a requested one', async () => {
    const before = await overview();
    const [{ id: rosa }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
    const overdue = await anAssignment(t, { title: 'Overdue check', deadlineDays: -1 });
    await t.sql("UPDATE assignments SET status = 'assigned', assigned_user_id = ?, accepted_at = now() WHERE id = ?", [
      rosa,
      overdue,
    ]);
    const paid = await anAssignment(t, { title: 'Paid this week' });
    await t.sql(
      `UPDATE assignments SET status = 'completed', assigned_user_id = ?, submitted_content = 'Done.',
         submitted_word_count = 1, submitted_at = now() WHERE id = ?`,
      [rosa, paid],
    );
    await t.sql(
      `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status, processed_at, completed_at)
       VALUES (?, ?, 'Paid this week', 12345, 'completed', now(), now())`,
      [rosa, paid],
    );
    await t.sql("UPDATE payouts SET requested_at = now() WHERE status = 'pending'");

    const after = await overview();
    expect(after.overdueAssignments).toBe(before.overdueAssignments + 1);
    // The overdue piece is still open work; the created-then-completed one is not.
    expect(after.activeAssignments).toBe(before.activeAssignments + 1);
    expect(after.requestedPayouts).toBe(1);
    expect(after.pendingPayoutsTotal).toBe(before.pendingPayoutsTotal);
    const thisWeek = after.weekly.at(-1);
    const lastBefore = before.weekly.at(-1);
    expect(thisWeek.completedAssignments).toBe(lastBefore.completedAssignments + 1);
    expect(Number(thisWeek.paidOut) * 100).toBe(Number(lastBefore.paidOut) * 100 + 12345);
  });

  it('keeps a payout in the pending figure while it is processing, and drops it once completed', async () => {
    const before = await overview();
    const [{ id: rosa }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
    const work = await anAssignment(t, { title: 'Processing check' });
    await t.sql(
      `UPDATE assignments SET status = 'completed', assigned_user_id = ?, submitted_content = 'Done.',
         submitted_word_count = 1, submitted_at = now() WHERE id = ?`,
      [rosa, work],
    );
    const [{ id: payout }] = await t.sql<{ id: number }>(
      `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status)
       VALUES (?, ?, 'Processing check', 15000, 'pending') RETURNING id`,
      [rosa, work],
    );
    const cents = (total: string) => Math.round(Number(total) * 100);
    expect(cents((await overview()).pendingPayoutsTotal)).toBe(cents(before.pendingPayoutsTotal) + 15000);

    // Processing, as a Stripe transfer leaves it until its event; then failed (still owed, D21).
    await t.sql("UPDATE payouts SET status = 'processing', processed_at = now() WHERE id = ?", [payout]);
    expect(cents((await overview()).pendingPayoutsTotal)).toBe(cents(before.pendingPayoutsTotal) + 15000);
    await t.sql("UPDATE payouts SET status = 'failed', failed_at = now() WHERE id = ?", [payout]);
    expect(cents((await overview()).pendingPayoutsTotal)).toBe(cents(before.pendingPayoutsTotal) + 15000);
    await t.sql("UPDATE payouts SET status = 'processing' WHERE id = ?", [payout]);

    expect((await admin.patch(`/api/admin/payouts/${payout}`, { status: 'completed' })).status).toBe(200);
    expect((await overview()).pendingPayoutsTotal).toBe(before.pendingPayoutsTotal);
  });
});
