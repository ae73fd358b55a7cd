import request from 'supertest';
import { MAX_CONTENT_CHARACTERS } from '../src/modules/assignments/domain/word-count';
import { anAssignment, writers, type Writer } from './support/assignment-helpers';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import { registerWithSandbox } from './support/billing';

const TAKEN = 'Another writer has already accepted this assignment.';
const LIMIT = 'You have 3 active assignments and may hold at most 3 at a time. Submit one before accepting another.';

describe('assignments: the member side', () => {
  let t: TestApp;
  /** Every row of the module's tables, to prove a refusal wrote nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await t.sql('SELECT * FROM assignments ORDER BY id'),
      await t.sql('SELECT * FROM assignment_submissions ORDER BY id'),
    ]);
  const statusOf = async (id: number) =>
    (
      await t.sql<{ status: string; assigned_user_id: number | null }>(
        'SELECT status, assigned_user_id FROM assignments WHERE id = ?',
        [id],
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('seeds at least 15 open assignments over all six types, per-word and flat, deadlines ahead', async () => {
    const rows = await t.sql<{ type: string; is_per_word: boolean; ahead: boolean; status: string }>(
      // The partner briefs, held by nobody (the approved demo member's seeded history is held by her).
      'SELECT type, is_per_word, deadline > now() AS ahead, status FROM assignments WHERE assigned_user_id IS NULL',
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['article', 'blog_post', 'copywriting', 'technical', 'creative', 'research']),
    );
    expect(new Set(rows.map((r) => r.is_per_word))).toEqual(new Set([true, false]));
    expect(rows.every((r) => r.ahead && r.status === 'available')).toBe(true);
  });

  it('GET /api/assignments lists open work with money as decimal strings, soonest deadline first', async () => {
    const [member] = await writers(t, 1);
    const id = await anAssignment(t, { title: 'Per-word brief', payRateCents: 5, deadlineDays: 0.01 });
    await anAssignment(t, { title: 'Closed brief', deadlineDays: -1 });
    const response = await member.client.get('/api/assignments');
    expect(response.status).toBe(200);
    const list = response.body as { id: number; title: string; payRate: string; deadline: string }[];
    expect(list[0]).toMatchObject({ id, payRate: '0.05', isPerWord: true, status: 'available', overdue: false });
    expect(list.map((a) => a.title)).not.toContain('Closed brief');
    const deadlines = list.map((a) => a.deadline);
    expect([...deadlines].sort()).toEqual(deadlines);
    const flat = list.find((a) => a.title.startsWith('Brightwell Dental'));
    expect(flat).toMatchObject({ payRate: '425.00', isPerWord: false });
  });

  it('answers 401 to a visitor on every route', async () => {
    const visitor = await t.client();
    expect((await request(t.server).get('/api/assignments')).status).toBe(401);
    expect((await request(t.server).get('/api/assignments/me')).status).toBe(401);
    expect((await visitor.post('/api/assignments/1/accept')).status).toBe(401);
    expect((await visitor.put('/api/assignments/1/draft', { content: 'x' })).status).toBe(401);
    expect((await visitor.post('/api/assignments/1/submit', { content: 'x' })).status).toBe(401);
  });

  describe('eligibility (D2 step 6): 403 naming what is missing, nothing written', () => {
    let id: number;
    beforeAll(async () => {
      id = await anAssignment(t, { title: 'Eligibility brief' });
    });

    const refused = async (client: Writer['client'], code: string, message: string) => {
      const before = await snapshot();
      const response = await client.post(`/api/assignments/${id}/accept`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code, message });
      expect(await snapshot()).toBe(before);
    };

    it('the writing assessment not passed', async () => {
      await refused(
        await t.signIn(DEMO),
        'ASSIGNMENT_APPLICATION_REQUIRED',
        'Pass the writing assessment to take assignments.',
      );
      const [quiz] = await writers(t, 1, { application: 'quiz_required' });
      await refused(quiz.client, 'ASSIGNMENT_APPLICATION_REQUIRED', 'Pass the writing assessment to take assignments.');
    });

    it('no application, pending, rejected', async () => {
      await refused(
        await t.signIn(ADMIN),
        'ASSIGNMENT_APPLICATION_REQUIRED',
        'Apply to the collective to take assignments.',
      );
      const [pending] = await writers(t, 1, { application: 'pending' });
      await refused(
        pending.client,
        'ASSIGNMENT_APPLICATION_REQUIRED',
        'Your application is being reviewed; you can take assignments once it is approved.',
      );
      const [rejected] = await writers(t, 1, { application: 'rejected' });
      await refused(
        rejected.client,
        'ASSIGNMENT_APPLICATION_REQUIRED',
        'Your application was not approved, so you cannot take assignments.',
      );
    });

    it('approved without a subscription', async () => {
      const [unsubscribed] = await writers(t, 1, { subscribed: false });
      await refused(
        unsubscribed.client,
        'ASSIGNMENT_SUBSCRIPTION_REQUIRED',
        'Subscribe to a plan to take assignments.',
      );
    });

    it('a free trial counts while it runs, not after; a canceled subscription does not count', async () => {
      const client = await t.client();
      const { who, response } = await registerWithSandbox(client, 'free_trial');
      expect(response.status).toBe(201);
      const [{ id: userId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [who.email]);
      await t.sql("UPDATE applications SET status = 'approved', decided_at = now() WHERE user_id = ?", [userId]);

      await t.sql("UPDATE billing_subscriptions SET trial_end = now() - interval '1 minute' WHERE user_id = ?", [
        userId,
      ]);
      await refused(client, 'ASSIGNMENT_SUBSCRIPTION_REQUIRED', 'Subscribe to a plan to take assignments.');
      // Canceled at the provider: billing records it and steps the account's status with it (one unit of work).
      await t.sql("UPDATE billing_subscriptions SET provider_status = 'canceled' WHERE user_id = ?", [userId]);
      await t.sql("UPDATE users SET subscription_status = 'canceled' WHERE id = ?", [userId]);
      await refused(client, 'ASSIGNMENT_SUBSCRIPTION_REQUIRED', 'Subscribe to a plan to take assignments.');

      await t.sql(
        "UPDATE billing_subscriptions SET provider_status = 'trialing', trial_end = now() + interval '20 days' WHERE user_id = ?",
        [userId],
      );
      await t.sql("UPDATE users SET subscription_status = 'active' WHERE id = ?", [userId]);
      const accepted = await client.post(`/api/assignments/${id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id, status: 'assigned', assignedUserId: userId });
    });

    it('a deactivated account is signed out (401)', async () => {
      const [member] = await writers(t, 1);
      await t.sql('UPDATE users SET is_active = false WHERE id = ?', [member.userId]);
      expect((await member.client.post(`/api/assignments/${id}/accept`)).status).toBe(401);
    });
  });

  it('100 concurrent accepts of one assignment by different members: one 200, 99 409, twenty times over', async () => {
    const members = await writers(t, 100);
    for (let round = 0; round < 20; round++) {
      const id = await anAssignment(t, { title: `Race ${round}` });
      const responses = await Promise.all(members.map((m) => m.client.post(`/api/assignments/${id}/accept`)));
      const won = responses.filter((r) => r.status === 200);
      const lost = responses.filter((r) => r.status === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(99);
      expect(new Set(lost.map((r) => (r.body as { message: string }).message))).toEqual(new Set([TAKEN]));
      const winner = members[responses.indexOf(won[0])];
      expect(await statusOf(id)).toEqual({ status: 'assigned', assigned_user_id: winner.userId });
      // Cancelled work is not active, so the winner stays under the claim limit for the next round.
      await t.sql("UPDATE assignments SET status = 'cancelled' WHERE id = ?", [id]);
    }
    // 2,000 requests: about 10 s on an idle machine, three times that while other suites share it.
  }, 120_000);

  it('the claim limit holds under parallel accepts of different assignments by one member', async () => {
    const [member] = await writers(t, 1);
    const ids = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => anAssignment(t, { title: `Limit ${i}` })));
    const responses = await Promise.all(ids.map((id) => member.client.post(`/api/assignments/${id}/accept`)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    const refusals = responses.filter((r) => r.status === 409);
    expect(refusals).toHaveLength(3);
    expect(refusals.map((r) => (r.body as { message: string }).message)).toEqual([LIMIT, LIMIT, LIMIT]);
    const [{ n }] = await t.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM assignments WHERE assigned_user_id = ? AND status IN ('assigned', 'in_progress')",
      [member.userId],
    );
    expect(n).toBe(3);
  });

  it('accept answers 409 for one already yours, a closed one, and 404 for none', async () => {
    const [member] = await writers(t, 1);
    const id = await anAssignment(t);
    const before = Date.now();
    const accepted = await member.client.post(`/api/assignments/${id}/accept`);
    expect(accepted.status).toBe(200);
    // The dashboard's recent activity reads the moment of the accept.
    expect(Date.parse(accepted.body.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted.body).toMatchObject({ status: 'assigned', reviewedAt: null });
    expect((await member.client.post(`/api/assignments/${id}/accept`)).body).toEqual({
      statusCode: 409,
      code: 'ASSIGNMENT_ALREADY_YOURS',
      message: 'You have already accepted this assignment.',
    });
    const cancelled = await anAssignment(t);
    await t.sql("UPDATE assignments SET status = 'cancelled' WHERE id = ?", [cancelled]);
    expect((await member.client.post(`/api/assignments/${cancelled}/accept`)).body).toEqual({
      statusCode: 409,
      code: 'ASSIGNMENT_CLOSED',
      message: 'This assignment has been cancelled.',
    });
    expect((await member.client.post('/api/assignments/999999999/accept')).body).toEqual({
      statusCode: 404,
      code: 'ASSIGNMENT_NOT_FOUND',
      message: 'Assignment Not Found',
    });
  });

  it('draft, submit with the server’s word count, versions, revision, and the statuses they need', async () => {
    const [member] = await writers(t, 1);
    const id = await anAssignment(t, { wordCount: 4 });
    await member.client.post(`/api/assignments/${id}/accept`);

    const draft = await member.client.put(`/api/assignments/${id}/draft`, { content: 'A first line' });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ status: 'in_progress', draftContent: 'A first line' });

    const submitted = await member.client.post(`/api/assignments/${id}/submit`, {
      content: 'Hello there,\n\nworld — again!',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted', submittedWordCount: 4, wordCount: 4 });
    const again = await member.client.post(`/api/assignments/${id}/submit`, { content: 'More' });
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'ASSIGNMENT_NOT_WRITABLE',
      message: 'This assignment has been submitted and is waiting for review.',
    });
    expect((await member.client.put(`/api/assignments/${id}/draft`, { content: 'More' })).status).toBe(409);

    // An editor asks for a revision (the review call comes with the admin calls): the member resubmits.
    await t.sql("UPDATE assignments SET status = 'reviewed', review_notes = 'Add a source.' WHERE id = ?", [id]);
    const revised = await member.client.post(`/api/assignments/${id}/submit`, {
      content: 'Hello there, world, again, with a source.',
    });
    expect(revised.body).toMatchObject({ status: 'submitted', submittedWordCount: 7, reviewNotes: 'Add a source.' });
    const versions = await t.sql<{ word_count: number; user_id: number }>(
      'SELECT word_count, user_id FROM assignment_submissions WHERE assignment_id = ? ORDER BY id',
      [id],
    );
    expect(versions).toEqual([
      { word_count: 4, user_id: member.userId },
      { word_count: 7, user_id: member.userId },
    ]);

    const mine = await member.client.get('/api/assignments/me');
    expect(mine.body).toEqual([expect.objectContaining({ id, status: 'submitted', payRate: '0.05' })]);
  });

  it('the member’s activity lists every submission and revision request from the records, with their dates', async () => {
    const [member, other] = await writers(t, 2);
    const admin = await t.signIn(ADMIN);
    const id = await anAssignment(t, { title: 'Activity brief', wordCount: 10 });
    const title = 'Activity brief';
    await member.client.post(`/api/assignments/${id}/accept`);
    await member.client.post(`/api/assignments/${id}/submit`, { content: 'A first short version.' });
    const revise = await admin.post(`/api/admin/assignments/${id}/review`, {
      decision: 'revise',
      reviewNotes: 'Add a source.',
    });
    expect(revise.status).toBe(200);
    await member.client.post(`/api/assignments/${id}/submit`, { content: 'A second version, now with a source.' });
    expect((await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' })).status).toBe(200);

    const response = await member.client.get('/api/assignments/me/activity');
    expect(response.status).toBe(200);
    const events = response.body as {
      kind: string;
      at: string;
      assignmentId: number;
      assignmentTitle: string;
      wordCount: number | null;
    }[];
    expect(events.map((event) => [event.kind, event.wordCount])).toEqual([
      ['completed', null],
      ['submitted', 7],
      ['revision', null],
      ['submitted', 4],
      ['accepted', null],
    ]);
    expect(events.every((event) => event.assignmentId === id && event.assignmentTitle === title)).toBe(true);
    // The moments the records hold, newest first.
    const versions = await t.sql<{ submitted_at: Date }>(
      'SELECT submitted_at FROM assignment_submissions WHERE assignment_id = ? ORDER BY id DESC',
      [id],
    );
    const reviews = await t.sql<{ reviewed_at: Date; decision: string; notes: string | null }>(
      'SELECT reviewed_at, decision, notes FROM assignment_reviews WHERE assignment_id = ? ORDER BY id DESC',
      [id],
    );
    expect(reviews.map((review) => [review.decision, review.notes])).toEqual([
      ['complete', null],
      ['revise', 'Add a source.'],
    ]);
    expect(events.map((event) => event.at).slice(0, 4)).toEqual(
      [reviews[0], versions[0], reviews[1], versions[1]].map((row) =>
        new Date('reviewed_at' in row ? row.reviewed_at : row.submitted_at).toISOString(),
      ),
    );
    // Another member's activity holds none of it.
    expect((await other.client.get('/api/assignments/me/activity')).body).toEqual([]);
    expect((await request(t.server).get('/api/assignments/me/activity')).status).toBe(401);
  });

  it('the seeded member’s history keeps the revision asked before a completed piece', async () => {
    const reviews = await t.sql<{ decision: string }>(
      `SELECT r.decision FROM assignment_reviews r JOIN assignments a ON a.id = r.assignment_id
       WHERE a.title LIKE 'Riverbend%' ORDER BY r.reviewed_at`,
    );
    expect(reviews.map((review) => review.decision)).toEqual(['revise', 'complete']);
    const member = await t.signIn(APPROVED_DEMO);
    const events = (await member.get('/api/assignments/me/activity')).body as { kind: string }[];
    expect(events).toHaveLength(8);
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['submitted', 'revision']));
  });

  it('a member never reads or changes another member’s assignment (404), nothing written', async () => {
    const [owner, other] = await writers(t, 2);
    const id = await anAssignment(t);
    await owner.client.post(`/api/assignments/${id}/accept`);
    const before = await snapshot();
    for (const response of [
      await other.client.put(`/api/assignments/${id}/draft`, { content: 'Mine now' }),
      await other.client.post(`/api/assignments/${id}/submit`, { content: 'Mine now' }),
    ]) {
      expect(response.body).toEqual({ statusCode: 404, code: 'ASSIGNMENT_NOT_FOUND', message: 'Assignment Not Found' });
    }
    expect((await other.client.get('/api/assignments/me')).body).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('bad input is a 4xx with a clear message, never a 500, and writes nothing', async () => {
    const [member] = await writers(t, 1);
    const id = await anAssignment(t);
    await member.client.post(`/api/assignments/${id}/accept`);
    const before = await snapshot();
    const c = member.client;

    for (const bad of ['abc', '0', '-1', '1e3', '0x10', '99999999999', '1.5']) {
      for (const response of [
        await c.post(`/api/assignments/${bad}/accept`),
        await c.put(`/api/assignments/${bad}/draft`, { content: 'Text' }),
        await c.post(`/api/assignments/${bad}/submit`, { content: 'Text' }),
      ]) {
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Assignment id must be a positive whole number',
        });
      }
    }
    const cases: [object | string, number, string | RegExp][] = [
      [{}, 400, 'Content must be text'],
      [{ content: 5 }, 400, 'Content must be text'],
      [{ content: ['a'] }, 400, 'Content must be text'],
      [{ content: null }, 400, 'Content must be text'],
      [{ content: ' \n\t ' }, 400, 'Write something before sending: the content is blank.'],
      [{ content: 'Fine', extra: 1 }, 400, /extra/],
      ['{"content": ', 400, /JSON/],
      [
        { content: 'a '.repeat(MAX_CONTENT_CHARACTERS / 2) + 'b' },
        413,
        'Your text is too long: 50,001 characters, at most 50,000 are accepted.',
      ],
      [{ content: 'a'.repeat(200_000) }, 413, 'Request body is too large'],
    ];
    for (const [body, status, message] of cases) {
      for (const response of [
        await c.put(`/api/assignments/${id}/draft`, body),
        await c.post(`/api/assignments/${id}/submit`, body),
      ]) {
        expect(response.status).toBe(status);
        // Validation answers a list of messages, the other refusals one message.
        const text = JSON.stringify(response.body.message);
        if (typeof message === 'string') expect(text).toContain(message);
        else expect(text).toMatch(message);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
