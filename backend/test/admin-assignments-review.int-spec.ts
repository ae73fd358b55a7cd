import { ReleaseMemberAssignments } from '../src/modules/assignments/application/release-assignments';
import { ReleaseOverdueJob } from '../src/modules/assignments/infrastructure/release-overdue.job';
import { aSubmittedAssignment, anAssignment, anAssignmentIn, writers, type Writer } from './support/assignment-helpers';
import { controlClock } from './support/quiz-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const STATUSES = ['available', 'assigned', 'in_progress', 'submitted', 'reviewed', 'completed', 'cancelled'];

/** D9's edits, from → the statuses an edit may set. */
const ALLOWED: Record<string, string[]> = {
  available: ['cancelled'],
  assigned: ['available', 'cancelled'],
  in_progress: ['available', 'cancelled'],
  submitted: ['completed', 'reviewed', 'cancelled'],
  reviewed: ['available', 'cancelled'],
  completed: [],
  cancelled: ['available'],
};

describe('admin: assignment review, status changes, assign and release', () => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let writer: Writer;
  /** Three editors' sessions for the races, signed in once (sign-ins are rate limited). */
  let editors: TestClient[];

  const row = (id: number) =>
    t
      .sql<{
        status: string;
        assigned_user_id: number | null;
        accepted_at: Date | null;
        reviewed_at: Date | null;
        review_notes: string | null;
        draft_content: string | null;
      }>(
        'SELECT status, assigned_user_id, accepted_at, reviewed_at, review_notes, draft_content FROM assignments WHERE id = ?',
        [id],
      )
      .then(([found]) => found);
  const payouts = (id: number) =>
    t.sql<{ amount_cents: number; user_id: number; status: string }>(
      'SELECT amount_cents, user_id, status FROM payouts WHERE assignment_id = ?',
      [id],
    );
  const audit = (id: number) =>
    t.sql<{ actor_id: number | null; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = 'assignment' AND entity_id = ? ORDER BY id",
      [String(id)],
    );
  const review = (id: number, body: object) => admin.post(`/api/admin/assignments/${id}/review`, body);

  beforeAll(async () => {
    // Members sign in from addresses of their own (support/assignment-helpers), past the per-address limit.
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    [writer] = await writers(t, 1);
    editors = [admin, await t.signIn(ADMIN), await t.signIn(ADMIN)];
  });
  afterAll(() => t.close());

  describe('review (D9)', () => {
    it('revise → the member sees the notes and resubmits → complete opens the one payout, all audited', async () => {
      const id = await aSubmittedAssignment(t, writer, { wordCount: 1200, payRateCents: 5 });

      const noNotes = await review(id, { decision: 'revise', reviewNotes: '   ' });
      expect(noNotes.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Review notes are required to request a revision.',
      });
      expect((await row(id)).status).toBe('submitted');

      const revised = await review(id, { decision: 'revise', reviewNotes: 'Add a source for the rainfall figure.' });
      expect(revised.status).toBe(200);
      expect(revised.body).toMatchObject({
        status: 'reviewed',
        reviewNotes: 'Add a source for the rainfall figure.',
        reviewedAt: expect.any(String),
        allowedStatuses: ['reviewed', 'available', 'cancelled'],
      });
      const mine = await writer.client.get('/api/assignments/me');
      expect(mine.body.find((a: { id: number }) => a.id === id)).toMatchObject({
        status: 'reviewed',
        reviewNotes: 'Add a source for the rainfall figure.',
      });
      const resubmitted = await writer.client.post(`/api/assignments/${id}/submit`, {
        content: 'The revised piece, now citing the 2025 city rainfall report.',
      });
      expect(resubmitted.body.status).toBe('submitted');

      const completed = await review(id, { decision: 'complete' });
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({
        status: 'completed',
        reviewNotes: null,
        allowedStatuses: ['completed'],
        payout: { amount: '60.00', status: 'pending', assignmentId: id },
      });
      expect(completed.body.submissions).toHaveLength(2);
      expect(await payouts(id)).toEqual([{ amount_cents: 6000, user_id: writer.userId, status: 'pending' }]);

      const again = await review(id, { decision: 'complete' });
      expect(again.body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_STATUS_CHANGE_REFUSED',
        message: 'Only a submitted assignment can be reviewed; this one is completed.',
      });
      expect(await payouts(id)).toHaveLength(1);

      const entries = await audit(id);
      expect(entries.map((entry) => entry.action)).toEqual(['assignment.review', 'assignment.review']);
      expect(entries.every((entry) => entry.actor_id === adminId)).toBe(true);
      expect(entries[1]).toMatchObject({
        before: { status: 'submitted' },
        after: { status: 'completed', payout: { amount: '60.00' } },
      });
    });

    it.each(STATUSES.filter((status) => status !== 'submitted'))(
      'refuses to review a %s assignment with 409, writing nothing',
      async (status) => {
        const id = await anAssignmentIn(t, status, writer.userId);
        const response = await review(id, { decision: 'revise', reviewNotes: 'More, please.' });
        expect(response.body).toEqual({
          statusCode: 409,
          code: 'ASSIGNMENT_STATUS_CHANGE_REFUSED',
          message: `Only a submitted assignment can be reviewed; this one is ${status}.`,
        });
        expect((await row(id)).status).toBe(status);
        expect(await audit(id)).toEqual([]);
      },
    );

    it('refuses bad review bodies with 400 and 404 for none', async () => {
      const [author] = await writers(t, 1);
      const id = await aSubmittedAssignment(t, author);
      for (const body of [
        {},
        { decision: 'approve' },
        { decision: 'complete', extra: 1 },
        { decision: ['complete'] },
      ]) {
        expect((await review(id, body)).status).toBe(400);
      }
      expect((await review(id, { decision: 'revise', reviewNotes: 5 })).status).toBe(400);
      expect((await review(999999999, { decision: 'complete' })).body).toEqual({
        statusCode: 404,
        code: 'ASSIGNMENT_NOT_FOUND',
        message: 'Assignment Not Found',
      });
      expect((await row(id)).status).toBe('submitted');
      expect(await audit(id)).toEqual([]);
    });
  });

  describe('status changes by edit (D9)', () => {
    const pairs = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to]));

    it.each(pairs.filter(([from, to]) => !ALLOWED[from].includes(to)))(
      'refuses %s → %s with 409 naming the allowed ones, writing nothing',
      async (from, to) => {
        const id = await anAssignmentIn(t, from, writer.userId);
        const response = await admin.patch(`/api/admin/assignments/${id}`, { status: to, reviewNotes: 'Notes.' });
        expect(response.status).toBe(409);
        const allowed = ALLOWED[from];
        expect(response.body.message).toBe(
          allowed.length
            ? `An assignment that is ${from} can be set to ${
                allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed[0]
              }, not ${to}.`
            : `A completed assignment keeps its status: it cannot be set to ${to}.`,
        );
        expect((await row(id)).status).toBe(from);
        expect(await audit(id)).toEqual([]);
      },
    );

    it.each(pairs.filter(([from, to]) => ALLOWED[from].includes(to)))('allows %s → %s', async (from, to) => {
      const id = await anAssignmentIn(t, from, writer.userId);
      const response = await admin.patch(`/api/admin/assignments/${id}`, {
        status: to,
        reviewNotes: to === 'reviewed' ? 'Shorten the second half.' : undefined,
      });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(to);
      const after = await row(id);
      if (to === 'available') {
        // Released: fresh work for the next writer.
        expect(after).toMatchObject({ assigned_user_id: null, accepted_at: null, review_notes: null });
      }
      expect(await payouts(id)).toHaveLength(to === 'completed' ? 1 : 0);
      expect(await audit(id)).toEqual([
        expect.objectContaining({ action: 'assignment.update', before: expect.objectContaining({ status: from }) }),
      ]);
    });

    it('a move to reviewed needs notes in the request (400), and the pay of completed work is fixed (409)', async () => {
      const submitted = await anAssignmentIn(t, 'submitted', writer.userId);
      expect((await admin.patch(`/api/admin/assignments/${submitted}`, { status: 'reviewed' })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Review notes are required to request a revision.',
      });
      const completed = await admin.patch(`/api/admin/assignments/${submitted}`, {
        status: 'completed',
        payRate: '0.10',
        wordCount: 30,
      });
      expect(completed.body.payout).toMatchObject({ amount: '3.00' });
      const repriced = await admin.patch(`/api/admin/assignments/${submitted}`, { payRate: '0.20' });
      expect(repriced.body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_PAY_FIXED',
        message: 'The pay of a completed assignment cannot change: its payout was opened when it was completed.',
      });
      expect(
        (await admin.patch(`/api/admin/assignments/${submitted}`, { title: 'Renamed after payment' })).status,
      ).toBe(200);
    });

    it('a released assignment can be accepted by another writer, who sees nothing of the first one’s text', async () => {
      const [first, other] = await writers(t, 2);
      const id = await anAssignment(t);
      await first.client.post(`/api/assignments/${id}/accept`);
      await first.client.put(`/api/assignments/${id}/draft`, { content: 'My private opening paragraph.' });
      expect((await admin.patch(`/api/admin/assignments/${id}`, { status: 'available' })).status).toBe(200);
      const taken = await other.client.post(`/api/assignments/${id}/accept`);
      expect(taken.body).toMatchObject({ status: 'assigned', draftContent: null, submittedContent: null });
      const firstList = await first.client.get('/api/assignments/me');
      expect(firstList.body.some((a: { id: number }) => a.id === id)).toBe(false);
    });
  });

  it('concurrent completes of one assignment (reviews and edits at once) open exactly one payout, 20 rounds', async () => {
    for (let round = 0; round < 20; round += 1) {
      const id = await anAssignmentIn(t, 'submitted', writer.userId, { payRateCents: 7, wordCount: 300 });
      const calls = editors.flatMap((editor) => [
        editor.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' }),
        editor.patch(`/api/admin/assignments/${id}`, { status: 'completed' }),
      ]);
      const responses = await Promise.all(calls);
      // One call completes it; the others lose the conditional UPDATE (409), or, as edits that read it already
      // completed, ask for the status it has (a 200 that changes nothing, as the edit form resends the status).
      for (const response of responses) {
        expect([200, 409]).toContain(response.status);
        if (response.status === 200)
          expect(response.body).toMatchObject({ status: 'completed', payout: { amount: '21.00' } });
      }
      expect(responses.filter((response) => response.status === 409).length).toBeGreaterThan(0);
      expect(await payouts(id)).toEqual([{ amount_cents: 2100, user_id: writer.userId, status: 'pending' }]);
      const entries = await audit(id);
      expect(entries).toHaveLength(1);
      expect(entries[0].after).toMatchObject({ status: 'completed', payout: { amount: '21.00' } });
    }
  });

  describe('assign', () => {
    const assign = (id: number, body: object) => admin.patch(`/api/admin/assignments/${id}/assign`, body);

    it('gives available work to an active member, who sees it as theirs; audited', async () => {
      const [member] = await writers(t, 1);
      const id = await anAssignment(t);
      const response = await assign(id, { userId: member.userId });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'assigned',
        assignedUserId: member.userId,
        acceptedAt: expect.any(String),
        assignee: { id: member.userId },
      });
      const mine = await member.client.get('/api/assignments/me');
      expect(mine.body.map((a: { id: number }) => a.id)).toContain(id);
      expect(await audit(id)).toEqual([
        {
          actor_id: adminId,
          action: 'assignment.assign',
          before: { status: 'available', assignedUserId: null },
          after: { status: 'assigned', assignedUserId: member.userId },
        },
      ]);
    });

    it('refuses work that is not available, with 409 naming its status', async () => {
      const [member] = await writers(t, 1);
      for (const status of STATUSES.filter((s) => s !== 'available')) {
        const id = await anAssignmentIn(t, status, writer.userId);
        expect((await assign(id, { userId: member.userId })).body).toEqual({
          statusCode: 409,
          code: 'ASSIGNMENT_STATUS_CHANGE_REFUSED',
          message: `Only an available assignment can be assigned; this one is ${status}.`,
        });
        expect((await row(id)).assigned_user_id).toBe(writer.userId);
      }
    });

    it('refuses an administrator, an inactive member and an unknown user with 409', async () => {
      const [inactive] = await writers(t, 1);
      await t.sql('UPDATE users SET is_active = false WHERE id = ?', [inactive.userId]);
      const id = await anAssignment(t);
      expect((await assign(id, { userId: adminId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE',
        message: 'Administrators cannot be given assignments: choose a member.',
      });
      expect((await assign(id, { userId: inactive.userId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE',
        message: 'This member’s account is inactive: only active members can be given work.',
      });
      expect((await assign(id, { userId: 999999999 })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE',
        message: 'There is no user with id 999999999.',
      });
      expect(await row(id)).toMatchObject({ status: 'available', assigned_user_id: null });
      expect(await audit(id)).toEqual([]);
    });

    it('refuses a member who could not accept the work (D2 step 6), naming what is missing', async () => {
      const [unapproved] = await writers(t, 1, { application: 'quiz_required' });
      const [unsubscribed] = await writers(t, 1, { subscribed: false });
      const id = await anAssignment(t);
      expect((await assign(id, { userId: unapproved.userId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE',
        message: 'This member’s application is quiz required: only approved members can be given work.',
      });
      expect((await assign(id, { userId: unsubscribed.userId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE',
        message: 'This member has no active subscription: only subscribed members can be given work.',
      });
      expect(await row(id)).toMatchObject({ status: 'available', assigned_user_id: null });
      expect(await audit(id)).toEqual([]);
    });

    it('keeps the claim limit (D9) and refuses work past its deadline', async () => {
      const [busy] = await writers(t, 1);
      for (let i = 0; i < 3; i += 1)
        expect((await assign(await anAssignment(t), { userId: busy.userId })).status).toBe(200);
      const fourth = await anAssignment(t);
      expect((await assign(fourth, { userId: busy.userId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_LIMIT_REACHED',
        message: 'This member has 3 active assignments and may hold at most 3 at a time (ASSIGNMENT_CLAIM_LIMIT).',
      });
      const late = await anAssignment(t, { deadlineDays: -1 });
      const [free] = await writers(t, 1);
      expect((await assign(late, { userId: free.userId })).body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_DEADLINE_PASSED',
        message: 'The deadline of this assignment has passed: set a later one before assigning it.',
      });
    });

    it('races fairly with accepts: one of an assign and many accepts wins', async () => {
      const members = await writers(t, 6);
      const id = await anAssignment(t);
      const responses = await Promise.all([
        assign(id, { userId: members[0].userId }),
        ...members.slice(1).map((m) => m.client.post(`/api/assignments/${id}/accept`)),
      ]);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
    });

    it.each([
      [{}, 'userId must be a positive whole number'],
      [{ userId: '5' }, 'userId must be a positive whole number'],
      [{ userId: 1.5 }, 'userId must be a positive whole number'],
      [{ userId: -1 }, 'userId must be a positive whole number'],
      [{ userId: 99999999999 }, 'userId must be a positive whole number'],
      [{ userId: 5, note: 'x' }, 'property note should not exist'],
    ])('refuses %j with 400', async (body, message) => {
      const id = await anAssignment(t);
      const response = await assign(id, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
      expect((await row(id)).status).toBe('available');
    });
  });

  describe('release', () => {
    let clock: ReturnType<typeof controlClock>;
    beforeEach(() => {
      clock = controlClock(t);
    });
    afterEach(() => clock.restore());

    it('the job returns work overdue past the 48-hour grace to available, only that, audited as the system', async () => {
      const hours = (h: number) => h / 24;
      const [holder] = await writers(t, 1);
      const inGrace = await anAssignmentIn(t, 'assigned', holder.userId, { deadlineDays: -hours(47) });
      const pastAssigned = await anAssignmentIn(t, 'assigned', holder.userId, { deadlineDays: -hours(49) });
      const pastInProgress = await anAssignmentIn(t, 'in_progress', holder.userId, { deadlineDays: -hours(49) });
      const pastSubmitted = await anAssignmentIn(t, 'submitted', holder.userId, { deadlineDays: -hours(49) });
      const pastReviewed = await anAssignmentIn(t, 'reviewed', holder.userId, { deadlineDays: -hours(49) });
      const ahead = await anAssignmentIn(t, 'in_progress', holder.userId, { deadlineDays: 3 });

      const job = t.app.get(ReleaseOverdueJob);
      const released = (await job.run()).map((assignment) => assignment.id);
      expect(released).toEqual(expect.arrayContaining([pastAssigned, pastInProgress]));
      for (const kept of [inGrace, pastSubmitted, pastReviewed, ahead]) expect(released).not.toContain(kept);
      expect(await row(pastInProgress)).toMatchObject({
        status: 'available',
        assigned_user_id: null,
        accepted_at: null,
      });
      expect((await row(inGrace)).status).toBe('assigned');
      expect((await row(pastSubmitted)).status).toBe('submitted');
      expect(await audit(pastInProgress)).toEqual([
        {
          actor_id: null,
          action: 'assignment.release_overdue',
          before: { status: 'in_progress', assignedUserId: holder.userId },
          after: { status: 'available', assignedUserId: null },
        },
      ]);

      clock.advance(2 * 3600);
      expect((await job.run()).map((assignment) => assignment.id)).toContain(inGrace);
      expect((await row(inGrace)).status).toBe('available');
      expect(await job.run()).toEqual([]);
      expect(await audit(pastAssigned)).toHaveLength(1);
    });

    it("a departing member's open work (assigned, in progress, awaiting revision) goes back; submitted stays", async () => {
      const [leaving] = await writers(t, 1);
      const ids = Object.fromEntries(
        await Promise.all(
          STATUSES.filter((s) => s !== 'available').map(async (status) => [
            status,
            await anAssignmentIn(t, status, leaving.userId),
          ]),
        ),
      ) as Record<string, number>;
      const released = await t.inRequestScope(() =>
        t.app.get(ReleaseMemberAssignments).execute(leaving.userId, adminId),
      );
      expect(released.map((a) => a.id).sort()).toEqual([ids.assigned, ids.in_progress, ids.reviewed].sort());
      for (const status of ['assigned', 'in_progress', 'reviewed']) {
        expect(await row(ids[status])).toMatchObject({ status: 'available', assigned_user_id: null });
        expect(await audit(ids[status])).toEqual([
          expect.objectContaining({
            actor_id: adminId,
            action: 'assignment.release',
            before: { status, assignedUserId: leaving.userId },
          }),
        ]);
      }
      for (const status of ['submitted', 'completed', 'cancelled']) {
        expect(await row(ids[status])).toMatchObject({ status, assigned_user_id: leaving.userId });
      }
    });
  });
});
