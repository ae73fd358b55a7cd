import { AUDITED_ENTITY_TYPES } from '../src/modules/audit/domain/audit-entry';
import { aPayout, aPayoutAccount } from './support/payout-helpers';
import { memberWithApplication } from './support/quiz-helpers';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Entry {
  id: string;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  summary: string;
  createdAt: string;
}

interface Page {
  entries: Entry[];
  nextBefore: string | null;
}

const AUDIT_LOG = '/api/admin/audit-log';
const BEFORE = 'before must be a positive whole number (the nextBefore of the previous page)';
const LIMIT = 'limit must be an integer from 1 to 100';
const ENTITY_TYPE = `entityType must be one of: ${AUDITED_ENTITY_TYPES.join(', ')}`;
const ACTOR_ID = 'actorId must be a positive whole number';

describe('admin: audit log', () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  let adminId: number;
  let demoId: number;

  const page = async (query = ''): Promise<Page> => {
    const response = await admin.get(`${AUDIT_LOG}${query}`);
    expect(response.status).toBe(200);
    return response.body as Page;
  };

  /** Follows nextBefore from the newest entry to the last page, as the tab's "Load more" does. */
  const walk = async (query: string): Promise<Entry[]> => {
    const entries: Entry[] = [];
    let cursor: string | null = null;
    do {
      const current: Page = await page(`?${query}${cursor ? `&before=${cursor}` : ''}`);
      entries.push(...current.entries);
      cursor = current.nextBefore;
    } while (cursor);
    return entries;
  };

  const idsInDatabase = async (where = 'TRUE') =>
    (await t.sql<{ id: string }>(`SELECT id::text AS id FROM audit_log WHERE ${where} ORDER BY audit_log.id DESC`)).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
    member = await t.signIn(DEMO);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    [{ id: demoId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const anonymous = await t.client();
    const response = await anonymous.get(AUDIT_LOG);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('answers 403 to a member', async () => {
    const response = await member.get(AUDIT_LOG);
    expect(response.status).toBe(403);
    expect(response.body.statusCode).toBe(403);
  });

  it('shows each admin change, newest first, with the admin who made it', async () => {
    const { applicationId } = await memberWithApplication(t, 'audited');
    await t.sql("UPDATE applications SET status = 'pending' WHERE id = ?", [applicationId]);
    const decided = await admin.patch(`/api/admin/applications/${applicationId}`, { status: 'approved', note: 'Yes' });
    expect(decided.status).toBe(200);
    const posted = await admin.post('/api/admin/feed-posts', { text: 'Audit me, please.' });
    expect(posted.status).toBe(201);

    const { entries, nextBefore } = await page();
    const actor = { id: adminId, name: 'Site Administrator', email: ADMIN.email };
    expect(entries).toEqual([
      {
        id: expect.stringMatching(/^[1-9]\d*$/),
        actor,
        action: 'feed_post.create',
        entityType: 'feed_post',
        entityId: String(posted.body.id),
        before: null,
        after: { text: 'Audit me, please.', postedAt: posted.body.postedAt },
        summary: 'Feed post "Audit me, please." published',
        createdAt: expect.any(String),
      },
      {
        id: expect.stringMatching(/^[1-9]\d*$/),
        actor,
        action: 'application.decide',
        entityType: 'application',
        entityId: String(applicationId),
        before: { status: 'pending', decisionNote: null },
        after: { status: 'approved', decisionNote: 'Yes' },
        summary: 'Test audited: application approved',
        createdAt: expect.any(String),
      },
    ]);
    expect(BigInt(entries[0].id)).toBeGreaterThan(BigInt(entries[1].id));
    expect(Number.isNaN(Date.parse(entries[0].createdAt))).toBe(false);
    expect(nextBefore).toBeNull();
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|argon2/);
  });

  it('names the people and the amounts of payout, assignment and account changes (issue 23)', async () => {
    const [rosa] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
    const payout = await aPayout(t, rosa.id, { title: 'Audit brief', payRateCents: 15000, isPerWord: false });
    await aPayoutAccount(t, rosa.id);
    expect((await admin.patch(`/api/admin/payouts/${payout.id}`, { status: 'processing' })).status).toBe(200);
    expect((await admin.patch(`/api/admin/users/${demoId}`, { lastName: 'Writer-Hale' })).status).toBe(200);
    const created = await admin.post('/api/admin/assignments', {
      title: 'Audit: a named brief',
      description: 'A brief whose audit entries should name the writer and the pay.',
      wordCount: 300,
      payRate: '0.25',
      deadline: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(created.status).toBe(201);
    expect((await admin.patch(`/api/admin/assignments/${created.body.id}/assign`, { userId: rosa.id })).status).toBe(
      200,
    );

    const summaries = (await page('?limit=4')).entries.map((entry) => entry.summary);
    expect(summaries).toEqual([
      'Rosa Lindqvist: assigned "Audit: a named brief"',
      '"Audit: a named brief" created: $0.25 per word',
      'Dana Writer-Hale: account updated (last name)',
      'Rosa Lindqvist: payout $150.00 processing',
    ]);
    await admin.patch(`/api/admin/users/${demoId}`, { lastName: 'Writer' });
  });

  describe('with many entries', () => {
    beforeAll(async () => {
      // 120 entries: every third a feed post, the rest applications; actors alternate between the admin,
      // the demo member (as if once an admin) and nobody (a system change).
      await t.sql(
        `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
         SELECT CASE n % 3 WHEN 0 THEN ? WHEN 1 THEN ? END,
                CASE WHEN n % 3 = 0 THEN 'feed_post.delete' ELSE 'application.decide' END,
                CASE WHEN n % 3 = 0 THEN 'feed_post' ELSE 'application' END,
                n::text, jsonb_build_object('n', n), NULL, now() - n * interval '1 second'
         FROM generate_series(1, 120) AS n`,
        [adminId, demoId],
      );
    });

    it('pages through every entry once, newest first, 50 at a time by default', async () => {
      const first = await page();
      expect(first.entries).toHaveLength(50);
      expect(first.nextBefore).toBe(first.entries[49].id);

      const all = await walk('limit=7');
      expect(all.map((entry) => entry.id)).toEqual(await idsInDatabase());
      expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
      expect(all.length).toBeGreaterThanOrEqual(122);
    });

    it('ends without an empty page when the last page is exactly full', async () => {
      const ids = await idsInDatabase();
      const lastThree = await page(`?before=${ids[ids.length - 4]}&limit=3`);
      expect(lastThree.entries.map((entry) => entry.id)).toEqual(ids.slice(-3));
      expect(lastThree.nextBefore).toBeNull();
    });

    it('names no actor for a system change', async () => {
      const entries = await walk('limit=100');
      const inserted = (n: number) => entries.find((entry) => JSON.stringify(entry.before) === JSON.stringify({ n }));
      expect(inserted(2)).toMatchObject({ actor: null, action: 'application.decide', entityId: '2', after: null });
      expect(inserted(1)?.actor).toEqual({ id: demoId, name: 'Dana Writer', email: DEMO.email });
    });

    it('filters by entity type and by actor, alone and together, across pages', async () => {
      const feedPosts = await walk('entityType=feed_post&limit=9');
      expect(feedPosts.map((entry) => entry.id)).toEqual(await idsInDatabase("entity_type = 'feed_post'"));
      expect(feedPosts.every((entry) => entry.entityType === 'feed_post')).toBe(true);

      const byDemo = await walk(`actorId=${demoId}&limit=11`);
      expect(byDemo.map((entry) => entry.id)).toEqual(await idsInDatabase(`actor_id = ${demoId}`));
      expect(byDemo).toHaveLength(40);

      const both = await walk(`entityType=application&actorId=${adminId}&limit=100`);
      expect(both.map((entry) => entry.id)).toEqual(
        await idsInDatabase(`entity_type = 'application' AND actor_id = ${adminId}`),
      );
      expect(both.length).toBeGreaterThan(0);

      expect(await page('?actorId=999999')).toEqual({ entries: [], nextBefore: null });
    });
  });

  it.each([
    ['before=0', BEFORE],
    ['before=-5', BEFORE],
    ['before=abc', BEFORE],
    ['before=1.5', BEFORE],
    ['before=1e3', BEFORE],
    ['before=0x10', BEFORE],
    ['before=', BEFORE],
    ['before=9223372036854775808', BEFORE],
    ['before=1&before=2', BEFORE],
    ['limit=0', LIMIT],
    ['limit=101', LIMIT],
    ['limit=abc', LIMIT],
    ['limit=2.5', LIMIT],
    ['limit=', LIMIT],
    ['limit=5&limit=6', LIMIT],
    ['entityType=member', ENTITY_TYPE],
    ['entityType=', ENTITY_TYPE],
    ['actorId=0', ACTOR_ID],
    ['actorId=abc', ACTOR_ID],
    ['actorId=1e3', ACTOR_ID],
    ['actorId=9999999999', ACTOR_ID],
    ['page=2', 'property page should not exist'],
  ])('answers 400 to ?%s', async (query, message) => {
    const response = await admin.get(`${AUDIT_LOG}?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: [message] });
  });
});
