import { selectorOf } from '../src/modules/assignments/domain/review-comment';
import { anAssignment, writers, WRITER_PASSWORD, type Writer } from './support/assignment-helpers';
import { waitForMail } from './support/mailbox';
import { ADMIN, APPROVED_DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const FIRST_VERSION = [
  'Balcony composting starts with a lidded bin no wider than a chair.',
  'A worm bin keeps the smell down, and the worms eat half their weight in scraps every day.',
  'Most city leases allow it, but check with the building manager before the first delivery of worms.',
].join('\n\n');

const SECOND_VERSION = [
  'Balcony composting starts with a lidded bin no wider than a chair.',
  'A worm bin keeps the smell down: red wigglers eat up to half their weight in scraps a day (Cornell Waste Management Institute).',
  'Most city leases allow it, but check with the building manager before the first delivery of worms.',
].join('\n\n');

interface CommentBody {
  id: number;
  submissionId: number;
  sentAt: string | null;
  resolvedAt: string | null;
  resolvedBy: { id: number; name: string } | null;
  author: { id: number; name: string } | null;
  body: string;
  replies: { body: string; author: { id: number; editor: boolean } | null }[];
}

describe('review desk: comments anchored to passages (D22)', () => {
  let t: TestApp;
  let admin: TestClient;
  let secondAdmin: TestClient;
  let adminId: number;
  let writer: Writer;
  let other: Writer;

  const audit = (id: number) =>
    t.sql<{ actor_id: number | null; action: string; after: Record<string, unknown> | null }>(
      "SELECT actor_id, action, after FROM audit_log WHERE entity_type = 'assignment' AND entity_id = ? ORDER BY id",
      [String(id)],
    );
  const versionsOf = async (id: number): Promise<{ id: number; content: string }[]> =>
    (await admin.get(`/api/admin/assignments/${id}`)).body.submissions;
  const comment = (id: number, submissionId: number, text: string, exact: string, body: string) =>
    admin.post(`/api/admin/assignments/${id}/comments`, { submissionId, selector: selectorOf(text, exact), body });

  /** An assignment the writer accepted and handed in as FIRST_VERSION; answers its id and that version's id. */
  async function inReview(by: Writer = writer): Promise<{ id: number; versionId: number }> {
    const id = await anAssignment(t, { title: 'Balcony composting for renters' });
    expect((await by.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
    expect((await by.client.post(`/api/assignments/${id}/submit`, { content: FIRST_VERSION })).status).toBe(200);
    const [version] = await versionsOf(id);
    return { id, versionId: version.id };
  }

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    secondAdmin = await t.signIn(ADMIN);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    [writer, other] = await writers(t, 2);
  });
  afterAll(() => t.close());

  it('editor comments on two passages, asks a revision; the writer reads, replies, resolves, resubmits; complete', async () => {
    const { id, versionId } = await inReview();
    const onWorms = await comment(id, versionId, FIRST_VERSION, 'half their weight', 'Which worms, and says who?');
    const onLease = await comment(id, versionId, FIRST_VERSION, 'building manager', 'Name the clause to look for.');
    expect(onWorms.status).toBe(201);
    expect(onWorms.body).toMatchObject({
      assignmentId: id,
      submissionId: versionId,
      author: { id: adminId },
      selector: {
        position: { start: FIRST_VERSION.indexOf('half their weight') },
        quote: { exact: 'half their weight' },
      },
      body: 'Which worms, and says who?',
      sentAt: null,
      resolvedAt: null,
      replies: [],
    });
    // Drafts are the editor's: the writer sees nothing yet.
    expect((await writer.client.get(`/api/assignments/${id}/comments`)).body).toEqual([]);
    expect((await admin.get(`/api/admin/assignments/${id}/comments`)).body).toHaveLength(2);

    const revised = await admin.post(`/api/admin/assignments/${id}/review`, {
      decision: 'revise',
      reviewNotes: 'Good start: two passages need a source and a detail.',
    });
    expect(revised.status).toBe(200);
    // The delivered message (the outbox forgets a message's data once it is sent, which may be at once).
    const [{ email }] = await t.sql<{ email: string }>('SELECT email FROM users WHERE id = ?', [writer.userId]);
    const mail = await waitForMail(t, { to: email, subject: /^A revision is requested: / });
    expect(mail.text).toContain('Your editor also left 2 comments on passages of your text.');

    const sent = (await writer.client.get(`/api/assignments/${id}/comments`)).body as CommentBody[];
    expect(sent.map((c) => c.id)).toEqual([onWorms.body.id, onLease.body.id]);
    expect(sent.every((c) => c.sentAt !== null)).toBe(true);

    const replied = await writer.client.post(`/api/assignments/${id}/comments/${onWorms.body.id}/replies`, {
      body: 'Red wigglers; I added the Cornell source.',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.replies).toEqual([
      expect.objectContaining({
        body: 'Red wigglers; I added the Cornell source.',
        author: expect.objectContaining({ id: writer.userId, editor: false }),
      }),
    ]);
    const resolved = await writer.client.patch(`/api/assignments/${id}/comments/${onWorms.body.id}`, {
      resolved: true,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ resolvedAt: expect.any(String), resolvedBy: { id: writer.userId } });

    expect((await writer.client.post(`/api/assignments/${id}/submit`, { content: SECOND_VERSION })).status).toBe(200);
    const seen = (await admin.get(`/api/admin/assignments/${id}/comments`)).body as CommentBody[];
    expect(seen.map((c) => [c.id, c.submissionId, c.resolvedAt !== null])).toEqual([
      [onWorms.body.id, versionId, true],
      [onLease.body.id, versionId, false],
    ]);
    const queue = await admin.get('/api/admin/assignments?status=submitted&pageSize=100');
    expect(queue.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      openComments: 1,
      round: 'revision',
      submittedAt: expect.any(String),
    });

    const completed = await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' });
    expect(completed.body.status).toBe('completed');
    expect((await writer.client.get(`/api/assignments/${id}/comments`)).body).toHaveLength(2);

    const entries = await audit(id);
    expect(entries.map((e) => [e.action, e.actor_id])).toEqual([
      ['assignment.comment', adminId],
      ['assignment.comment', adminId],
      ['assignment.review', adminId],
      ['assignment.comment_reply', writer.userId],
      ['assignment.comment_resolve', writer.userId],
      ['assignment.review', adminId],
    ]);
    expect(entries[2].after).toMatchObject({ status: 'reviewed', commentsSent: 2 });
  });

  it('sends the drafts on completion too, and answers the queue and the writer history', async () => {
    const { id, versionId } = await inReview();
    const first = await admin.get('/api/admin/assignments?status=submitted&pageSize=100');
    expect(first.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      openComments: 0,
      round: 'first',
    });
    const before = (await admin.get(`/api/admin/assignments/${id}`)).body.writerHistory;
    expect(before).toEqual({ completed: expect.any(Number), revisionsAsked: expect.any(Number) });
    await comment(id, versionId, FIRST_VERSION, 'lidded bin', 'A lovely concrete image.');
    await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' });
    const [kept] = (await writer.client.get(`/api/assignments/${id}/comments`)).body as CommentBody[];
    expect(kept).toMatchObject({ body: 'A lovely concrete image.', sentAt: expect.any(String) });
    const after = (await admin.get(`/api/admin/assignments/${id}`)).body.writerHistory;
    expect(after).toEqual({ completed: before.completed + 1, revisionsAsked: before.revisionsAsked });

    const unheld = await anAssignment(t);
    expect((await admin.get(`/api/admin/assignments/${unheld}`)).body.writerHistory).toBeNull();
  });

  it('keeps a deleted writer’s replies and resolutions on paid work, unsigned', async () => {
    const [leaving] = await writers(t, 1);
    const { id, versionId } = await inReview(leaving);
    const created = await comment(id, versionId, FIRST_VERSION, 'worm bin', 'Which kind of bin?');
    await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: 'One question.' });
    await leaving.client.post(`/api/assignments/${id}/comments/${created.body.id}/replies`, { body: 'A wooden one.' });
    await leaving.client.patch(`/api/assignments/${id}/comments/${created.body.id}`, { resolved: true });
    await leaving.client.post(`/api/assignments/${id}/submit`, { content: SECOND_VERSION });
    await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' });
    expect((await leaving.client.post('/api/account/delete', { password: WRITER_PASSWORD })).status).toBe(204);

    const [kept] = (await admin.get(`/api/admin/assignments/${id}/comments`)).body as CommentBody[];
    expect(kept).toMatchObject({
      body: 'Which kind of bin?',
      author: { id: adminId },
      resolvedAt: expect.any(String),
      resolvedBy: null,
      replies: [{ body: 'A wooden one.', author: null }],
    });
  });

  describe('authorization', () => {
    it('a member sees, answers and resolves only comments on their own work: 404 for everything else', async () => {
      const { id, versionId } = await inReview();
      const draft = await comment(id, versionId, FIRST_VERSION, 'worm bin', 'Draft for now.');
      const notFound = { statusCode: 404, code: 'ASSIGNMENT_NOT_FOUND', message: 'Assignment Not Found' };
      // The writer: a draft is not theirs to see yet.
      const onDraft = await writer.client.patch(`/api/assignments/${id}/comments/${draft.body.id}`, { resolved: true });
      expect(onDraft.body).toEqual({ statusCode: 404, code: 'REVIEW_COMMENT_NOT_FOUND', message: 'Comment Not Found' });
      await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: 'See the comment.' });

      // Another member: the same answer as for an assignment that does not exist.
      expect((await other.client.get(`/api/assignments/${id}/comments`)).body).toEqual(notFound);
      expect((await other.client.get('/api/assignments/999999/comments')).body).toEqual(notFound);
      const reply = await other.client.post(`/api/assignments/${id}/comments/${draft.body.id}/replies`, { body: 'Hi' });
      expect(reply.body).toEqual(notFound);
      const resolve = await other.client.patch(`/api/assignments/${id}/comments/${draft.body.id}`, { resolved: true });
      expect(resolve.body).toEqual(notFound);
      // A comment id of another assignment, through the writer's own assignment, is not found either.
      const mine = await inReview();
      const elsewhere = await writer.client.patch(`/api/assignments/${mine.id}/comments/${draft.body.id}`, {
        resolved: true,
      });
      expect(elsewhere.status).toBe(404);
      const [row] = await t.sql<{ resolved_at: Date | null }>('SELECT resolved_at FROM review_comments WHERE id = ?', [
        draft.body.id,
      ]);
      expect(row.resolved_at).toBeNull();
    });

    it('a member who takes released work reads none of the previous writer’s comments (D13)', async () => {
      const { id, versionId } = await inReview();
      const onOld = await comment(id, versionId, FIRST_VERSION, 'worm bin', 'Which kind of bin?');
      await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: 'One question.' });
      expect((await writer.client.get(`/api/assignments/${id}/comments`)).body).toHaveLength(1);
      expect((await admin.patch(`/api/admin/assignments/${id}`, { status: 'available' })).status).toBe(200);
      const [next] = await writers(t, 1);
      expect((await next.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);

      // The quote is the previous writer's unpublished text: the new holder sees, answers and resolves none of it.
      expect((await next.client.get(`/api/assignments/${id}/comments`)).body).toEqual([]);
      const notFound = { statusCode: 404, code: 'REVIEW_COMMENT_NOT_FOUND', message: 'Comment Not Found' };
      const reply = await next.client.post(`/api/assignments/${id}/comments/${onOld.body.id}/replies`, { body: 'Hi' });
      expect(reply.body).toEqual(notFound);
      const resolve = await next.client.patch(`/api/assignments/${id}/comments/${onOld.body.id}`, { resolved: true });
      expect(resolve.body).toEqual(notFound);
      const [row] = await t.sql<{ resolved_at: Date | null; replies: number }>(
        `SELECT resolved_at, (SELECT count(*) FROM review_comment_replies WHERE comment_id = c.id)::int AS replies
         FROM review_comments c WHERE id = ?`,
        [onOld.body.id],
      );
      expect(row).toEqual({ resolved_at: null, replies: 0 });

      // Comments on the new holder's own version reach them.
      expect((await next.client.post(`/api/assignments/${id}/submit`, { content: SECOND_VERSION })).status).toBe(200);
      const latest = (await versionsOf(id)).at(-1)!;
      const onNew = await comment(id, latest.id, SECOND_VERSION, 'red wigglers', 'Good source.');
      await admin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: 'Nearly there.' });
      const seen = (await next.client.get(`/api/assignments/${id}/comments`)).body as CommentBody[];
      expect(seen.map((c) => c.id)).toEqual([onNew.body.id]);
      expect((await admin.get(`/api/admin/assignments/${id}/comments`)).body).toHaveLength(2);
    });

    it('an editor naming another assignment’s comment gets 404 on every comment route, and nothing changes', async () => {
      const one = await inReview();
      const two = await inReview();
      const draft = await comment(two.id, two.versionId, FIRST_VERSION, 'worm bin', 'A draft elsewhere.');
      const notFound = { statusCode: 404, code: 'REVIEW_COMMENT_NOT_FOUND', message: 'Comment Not Found' };
      const path = `/api/admin/assignments/${one.id}/comments/${draft.body.id}`;
      expect((await admin.delete(path)).body).toEqual(notFound);
      expect((await admin.post(`${path}/replies`, { body: 'Wrong place.' })).body).toEqual(notFound);
      expect((await admin.patch(path, { resolved: true })).body).toEqual(notFound);
      const [row] = await t.sql<{ resolved_at: Date | null; replies: number }>(
        `SELECT resolved_at, (SELECT count(*) FROM review_comment_replies WHERE comment_id = c.id)::int AS replies
         FROM review_comments c WHERE id = ?`,
        [draft.body.id],
      );
      expect(row).toEqual({ resolved_at: null, replies: 0 });
      expect((await audit(one.id)).map((e) => e.action)).toEqual([]);
    });

    it('only editors comment and decide: 403 for members', async () => {
      const { id, versionId } = await inReview();
      const asMember = await writer.client.post(`/api/admin/assignments/${id}/comments`, {
        submissionId: versionId,
        selector: selectorOf(FIRST_VERSION, 'worm bin'),
        body: 'I approve of myself.',
      });
      expect(asMember.status).toBe(403);
      expect((await writer.client.get(`/api/admin/assignments/${id}/comments`)).status).toBe(403);
      expect((await writer.client.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' })).status).toBe(
        403,
      );
      expect(await t.sql('SELECT id FROM review_comments WHERE assignment_id = ?', [id])).toEqual([]);
    });
  });

  describe('bad input: a clear 4xx, never a 500', () => {
    let id: number;
    let versionId: number;
    beforeAll(async () => ({ id, versionId } = await inReview()));

    const at = (start: number, end: number, text = FIRST_VERSION) => ({
      position: { start, end },
      quote: { exact: text.slice(start, end), prefix: '', suffix: '' },
    });

    it.each([
      ['a range past the text', at(0, FIRST_VERSION.length + 5), 'beyond the end of this version'],
      ['a negative offset', { ...at(0, 5), position: { start: -1, end: 5 } }, 'position.start must be a whole number'],
      ['a huge offset', { ...at(0, 5), position: { start: 0, end: 1e12 } }, 'position.end must be a whole number'],
      ['a fractional offset', { ...at(0, 5), position: { start: 0.5, end: 5 } }, 'position.start must be a whole'],
      ['an empty range', at(5, 5), 'The passage must end after it starts.'],
      ['an inverted range', { ...at(0, 5), position: { start: 9, end: 3 } }, 'The passage must end after it starts.'],
      [
        'a quote that does not match',
        { ...at(0, 7), quote: { exact: 'Rooftop', prefix: '', suffix: '' } },
        'not the text',
      ],
      [
        'a prefix that does not match',
        { ...selectorOf(FIRST_VERSION, 'worm bin'), quote: { exact: 'worm bin', prefix: 'A wyrm ', suffix: '' } },
        'text around the passage',
      ],
      [
        'a prefix over 32 characters',
        { ...selectorOf(FIRST_VERSION, 'worm bin'), quote: { exact: 'worm bin', prefix: 'x'.repeat(33), suffix: '' } },
        'quote.prefix must be text of at most 32 characters',
      ],
    ])('%s', async (_case, selector, message) => {
      const response = await admin.post(`/api/admin/assignments/${id}/comments`, {
        submissionId: versionId,
        selector,
        body: 'A comment.',
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect([response.body.message].flat().join(' ')).toContain(message);
    });

    it.each([
      ['empty after trimming', '   '],
      ['10,000 characters', 'w'.repeat(10_000)],
      ['a number', 42],
    ])('refuses a body %s', async (_case, body) => {
      const response = await admin.post(`/api/admin/assignments/${id}/comments`, {
        submissionId: versionId,
        selector: selectorOf(FIRST_VERSION, 'worm bin'),
        body,
      });
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Write a comment of 1 to 2000 characters.'],
      });
    });

    it('refuses unknown fields, and another assignment’s version with a 404', async () => {
      const extra = await admin.post(`/api/admin/assignments/${id}/comments`, {
        submissionId: versionId,
        selector: { ...selectorOf(FIRST_VERSION, 'worm bin'), color: 'red' },
        body: 'A comment.',
        sentAt: '2020-01-01',
      });
      expect(extra.status).toBe(400);
      const otherWork = await inReview();
      const wrongVersion = await comment(id, otherWork.versionId, FIRST_VERSION, 'worm bin', 'Wrong version.');
      expect(wrongVersion.body).toEqual({
        statusCode: 404,
        code: 'ASSIGNMENT_VERSION_NOT_FOUND',
        message: 'This assignment has no such version.',
      });
      expect(await t.sql('SELECT id FROM review_comments WHERE assignment_id = ?', [id])).toEqual([]);
    });

    it('stores HTML in a comment and answers it as the text it is', async () => {
      const html = '<img src=x onerror="alert(1)"> <b>bold</b> &amp;';
      const created = await comment(id, versionId, FIRST_VERSION, 'worm bin', html);
      expect(created.status).toBe(201);
      expect(created.body.body).toBe(html);
      expect(created.headers['content-type']).toMatch(/^application\/json/);
      const [row] = await t.sql<{ body: string }>('SELECT body FROM review_comments WHERE id = ?', [created.body.id]);
      expect(row.body).toBe(html);
      const reply = await admin.post(`/api/admin/assignments/${id}/comments/${created.body.id}/replies`, {
        body: html,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.replies).toEqual([expect.objectContaining({ body: html })]);
      const listed = (await admin.get(`/api/admin/assignments/${id}/comments`)).body as CommentBody[];
      expect(listed.find((c) => c.id === created.body.id)).toMatchObject({ body: html, replies: [{ body: html }] });
    });

    it('comments only while the work waits for review, deletes drafts only', async () => {
      const work = await inReview();
      const draft = await comment(work.id, work.versionId, FIRST_VERSION, 'worm bin', 'To be deleted.');
      const kept = await comment(work.id, work.versionId, FIRST_VERSION, 'lidded bin', 'To be sent.');
      expect((await admin.delete(`/api/admin/assignments/${work.id}/comments/${draft.body.id}`)).status).toBe(204);
      await admin.post(`/api/admin/assignments/${work.id}/review`, { decision: 'revise', reviewNotes: 'One note.' });
      const late = await comment(work.id, work.versionId, FIRST_VERSION, 'worm bin', 'Too late.');
      expect(late.body).toEqual({
        statusCode: 409,
        code: 'ASSIGNMENT_NOT_IN_REVIEW',
        message: 'Comments can be added only while a submission waits for review; this assignment is reviewed.',
      });
      const sentDelete = await admin.delete(`/api/admin/assignments/${work.id}/comments/${kept.body.id}`);
      expect(sentDelete.body).toMatchObject({ statusCode: 409, code: 'REVIEW_COMMENT_SENT' });
      expect((await admin.delete(`/api/admin/assignments/${work.id}/comments/${draft.body.id}`)).status).toBe(404);
      expect((await audit(work.id)).map((e) => e.action)).toEqual([
        'assignment.comment',
        'assignment.comment',
        'assignment.comment_delete',
        'assignment.review',
      ]);
    });
  });

  describe('concurrency, decided by the database', () => {
    it('two editors resolving at once: resolved once, one audit entry, never a deadlock', async () => {
      const { id, versionId } = await inReview();
      const passages = ['worm bin', 'lidded bin', 'building manager', 'half their weight'];
      const created = await Promise.all(passages.map((p) => comment(id, versionId, FIRST_VERSION, p, 'Resolve me.')));
      // Four races at once: each pair reads its comment, then writes it.
      const answers = await Promise.all(
        created.flatMap((c) =>
          [admin, secondAdmin].map((client) =>
            client.patch(`/api/admin/assignments/${id}/comments/${c.body.id}`, { resolved: true }),
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const resolves = (await audit(id)).filter((e) => e.action === 'assignment.comment_resolve');
      expect(resolves.map((e) => e.after?.commentId).sort()).toEqual(created.map((c) => c.body.id).sort());
    });

    it('a reply racing the deletion of its draft is answered or not found, never a 500', async () => {
      const { id, versionId } = await inReview();
      for (let round = 0; round < 5; round++) {
        const draft = await comment(id, versionId, FIRST_VERSION, 'worm bin', `Draft ${round}.`);
        const [deleted, replied] = await Promise.all([
          admin.delete(`/api/admin/assignments/${id}/comments/${draft.body.id}`),
          secondAdmin.post(`/api/admin/assignments/${id}/comments/${draft.body.id}/replies`, {
            body: 'On second thought.',
          }),
        ]);
        expect(deleted.status).toBe(204);
        expect([201, 404]).toContain(replied.status);
      }
      expect(await t.sql('SELECT id FROM review_comments WHERE assignment_id = ?', [id])).toEqual([]);
    });

    it('comments made while another editor decides are either sent with the decision or refused', async () => {
      const { id, versionId } = await inReview();
      const [decision, ...created] = await Promise.all([
        secondAdmin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: 'In a hurry.' }),
        ...['worm bin', 'lidded bin', 'building manager', 'first delivery'].map((exact) =>
          comment(id, versionId, FIRST_VERSION, exact, `On “${exact}”.`),
        ),
      ]);
      expect(decision.status).toBe(200);
      for (const answer of created) expect([201, 409]).toContain(answer.status);
      const rows = await t.sql<{ sent_at: Date | null }>(
        'SELECT sent_at FROM review_comments WHERE assignment_id = ?',
        [id],
      );
      expect(rows).toHaveLength(created.filter((answer) => answer.status === 201).length);
      // No draft is left behind on work that is no longer in review.
      expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    });
  });

  it('answers the grammar findings of each version, without the member quota, 404 for another assignment’s', async () => {
    const { id, versionId } = await inReview();
    const quota = async () => (await admin.get('/api/tools/quota')).body;
    const before = await quota();
    const report = await admin.get(`/api/admin/assignments/${id}/submissions/${versionId}/grammar`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ items: expect.any(Array), counts: expect.any(Object), complete: true });
    for (const item of report.body.items as { start: number; end: number }[]) {
      expect(item.end).toBeLessThanOrEqual(FIRST_VERSION.length);
    }
    expect(await quota()).toEqual(before);
    const elsewhere = await inReview();
    const wrong = await admin.get(`/api/admin/assignments/${id}/submissions/${elsewhere.versionId}/grammar`);
    expect(wrong.body).toMatchObject({ statusCode: 404, code: 'ASSIGNMENT_VERSION_NOT_FOUND' });
    expect((await writer.client.get(`/api/admin/assignments/${id}/submissions/${versionId}/grammar`)).status).toBe(403);
  });

  it('seeds the approved demo member a submission in review after a revision, with two sent comments', async () => {
    const [work] = await t.sql<{ id: number }>(
      `SELECT a.id FROM assignments a JOIN users u ON u.id = a.assigned_user_id
       WHERE u.email = ? AND a.status = 'submitted' AND a.title LIKE 'Lantern Hill%'`,
      [APPROVED_DEMO.email],
    );
    const detail = (await admin.get(`/api/admin/assignments/${work.id}`)).body;
    expect(detail.submissions).toHaveLength(2);
    expect(detail.writerHistory.revisionsAsked).toBeGreaterThanOrEqual(2);
    const seeded = (await admin.get(`/api/admin/assignments/${work.id}/comments`)).body as (CommentBody & {
      selector: { position: { start: number; end: number }; quote: { exact: string } };
    })[];
    const [first] = detail.submissions as { id: number; content: string }[];
    expect(seeded).toHaveLength(2);
    for (const c of seeded) {
      expect(c.submissionId).toBe(first.id);
      expect(c.sentAt).not.toBeNull();
      expect(first.content.slice(c.selector.position.start, c.selector.position.end)).toBe(c.selector.quote.exact);
    }
    expect(seeded.map((c) => [c.resolvedBy?.id ?? null, c.replies.length])).toEqual([
      [detail.assignee.id, 1],
      [null, 0],
    ]);
    expect(seeded[0].author).toMatchObject({ id: adminId });
    const queue = await admin.get('/api/admin/assignments?status=submitted&pageSize=100');
    expect(queue.body.items.find((item: { id: number }) => item.id === work.id)).toMatchObject({
      openComments: 1,
      round: 'revision',
    });
  });
});
