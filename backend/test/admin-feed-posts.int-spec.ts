import { NUL_MESSAGE } from '../src/platform/http/validation';
import request from 'supertest';
import { FeedPosts } from '../src/modules/content/application/feed/feed-posts';
import { SOCIAL_POSTS } from '../src/modules/content/infrastructure/seed/social-posts.seed';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { runSeeds } from '../src/seeds';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface FeedItem {
  id: string;
  text: string;
  created_at: string;
}

describe('admin: feed posts (D6)', () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  let adminId: number;
  /** A visitor's read: answered from the public answer cache when it holds the feed. */
  const publicFeed = async () => (await request(t.server).get('/api/twitter/feed')).body as FeedItem[];
  /** A member's read: past the answer cache, from the use case's memo. */
  const memberFeed = async () => (await member.get('/api/twitter/feed')).body as FeedItem[];
  const audit = (id: number | string) =>
    t.sql<{ actor_id: number; action: string; before: unknown; after: unknown }>(
      "SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = 'feed_post' AND entity_id = ? ORDER BY id",
      [String(id)],
    );
  const post = (text: string) => admin.post('/api/admin/feed-posts', { text });

  beforeAll(async () => {
    t = await startTestApp({ CONTENT_CACHE_SECONDS: '60' });
    admin = await t.signIn(ADMIN);
    member = await t.signIn(DEMO);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
  });
  afterAll(() => t.close());

  describe.each([
    ['GET', '/api/admin/feed-posts'],
    ['POST', '/api/admin/feed-posts'],
    ['DELETE', '/api/admin/feed-posts/1'],
  ])('%s %s authorization', (method, url) => {
    const call = (client: TestClient) => {
      if (method === 'GET') return client.get(url);
      return method === 'POST' ? client.post(url, { text: 'Not allowed' }) : client.delete(url);
    };

    it('answers 401 without a session', async () => {
      const response = await call(await t.client());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    });

    it('answers 403 to a member and changes nothing', async () => {
      const response = await call(member);
      expect(response.status).toBe(403);
      expect(response.body.statusCode).toBe(403);
      expect(await countPosts()).toBe(SOCIAL_POSTS.length);
    });
  });

  it('lists the stored posts newest first and says the database is the live source', async () => {
    const response = await admin.get('/api/admin/feed-posts');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      source: 'database',
      items: expect.any(Array),
      total: SOCIAL_POSTS.length,
      page: 1,
      pageSize: 20,
    });
    expect(response.body.items).toHaveLength(Math.min(SOCIAL_POSTS.length, 20));
    const times = response.body.items.map((p: { postedAt: string }) => Date.parse(p.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.items[0]).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      postedAt: expect.any(String),
    });
  });

  it('creates a trimmed post dated now, audits it, and shows it on the public feed at once', async () => {
    await publicFeed();
    await memberFeed();
    const before = Date.now();
    const response = await post('  Pitch clinic on Friday: bring one idea.\nLeave with an angle.  ');
    expect(response.status).toBe(201);
    const created = response.body as { id: number; text: string; postedAt: string };
    expect(created.text).toBe('Pitch clinic on Friday: bring one idea.\nLeave with an angle.');
    expect(Date.parse(created.postedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.postedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    for (const feed of [await publicFeed(), await memberFeed()]) {
      expect(feed[0]).toEqual({ id: String(created.id), text: created.text, created_at: created.postedAt });
    }
    expect((await admin.get('/api/admin/feed-posts')).body.items[0]).toEqual(created);
    expect(await audit(created.id)).toEqual([
      {
        actor_id: adminId,
        action: 'feed_post.create',
        before: null,
        after: { text: created.text, postedAt: created.postedAt },
      },
    ]);
  });

  it('deletes a post, audits it, and drops it from the public feed at once', async () => {
    const created = (await post('Here today, gone today')).body as { id: number; text: string; postedAt: string };
    expect((await publicFeed())[0].id).toBe(String(created.id));
    expect((await memberFeed())[0].id).toBe(String(created.id));

    const response = await admin.delete(`/api/admin/feed-posts/${created.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    for (const feed of [await publicFeed(), await memberFeed()]) {
      expect(feed.map((item) => item.id)).not.toContain(String(created.id));
    }
    expect((await audit(created.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'feed_post.create', before: null, after: { text: created.text, postedAt: created.postedAt } },
      { action: 'feed_post.delete', before: { text: created.text, postedAt: created.postedAt }, after: null },
    ]);
  });

  it.each([
    ['no text', {}, 'Please enter the text of the post'],
    ['null text', { text: null }, 'Please enter the text of the post'],
    ['a number', { text: 42 }, 'The post must be text'],
    ['an array', { text: ['a'] }, 'The post must be text'],
    ['blank text', { text: ' \n\t ' }, 'The post cannot be blank'],
    ['281 characters', { text: 'x'.repeat(281) }, 'The post must be at most 280 characters'],
    ['281 emoji (counted as PostgreSQL counts)', { text: '✍️'.repeat(141) }, 'The post must be at most 280 characters'],
    ['a NUL character', { text: 'a\u0000b' }, NUL_MESSAGE],
    ['another control character', { text: 'bell\u0007' }, 'The post cannot contain control characters'],
    ['an unknown field', { text: 'Hello', pinned: true }, 'property pinned should not exist'],
  ])('answers 400 to %s and stores nothing', async (_name, body, message) => {
    const before = await countPosts();
    const response = await admin.post('/api/admin/feed-posts', body);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
    expect([response.body.message].flat()).toContain(message);
    expect(await countPosts()).toBe(before);
  });

  it('answers 400, never 500, to bodies that are not an object', async () => {
    for (const body of ['[]', '"text"', '{"text":', 'null']) {
      const response = await admin.post('/api/admin/feed-posts', body);
      expect(response.status).toBe(400);
    }
  });

  it('accepts exactly 280 characters', async () => {
    const response = await post('y'.repeat(280));
    expect(response.status).toBe(201);
    expect(response.body.text).toHaveLength(280);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '%2012', '99999999999']) {
      const response = await admin.delete(`/api/admin/feed-posts/${id}`);
      expect([id, response.status, response.body.message]).toEqual([
        id,
        400,
        'Feed post id must be a positive whole number',
      ]);
    }
    const missing = await admin.delete('/api/admin/feed-posts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'FEED_POST_NOT_FOUND', message: 'Feed post not found' });
    expect(await audit(999999)).toEqual([]);
  });

  it('settles concurrent deletes of one post in the database: one 204, the others 404', async () => {
    const { id } = (await post('Raced away')).body as { id: number };
    const others = await Promise.all([t.signIn(ADMIN), t.signIn(ADMIN), t.signIn(ADMIN)]);
    const statuses = (
      await Promise.all([admin, ...others].map((client) => client.delete(`/api/admin/feed-posts/${id}`)))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([204, 404, 404, 404]);
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['feed_post.create', 'feed_post.delete']);
  });

  it("writes a post on the caller's unit of work, so it rolls back with it", async () => {
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    const failed = t.inRequestScope(() =>
      uow.run(async () => {
        await t.app.get(FeedPosts).create('Never committed');
        throw new Error('the audit entry failed');
      }),
    );
    await expect(failed).rejects.toThrow('the audit entry failed');
    expect(await t.sql("SELECT id FROM social_posts WHERE text = 'Never committed'")).toEqual([]);
  });

  it('does not bring a deleted seed post back with the next seed', async () => {
    const oldestFirst = await admin.get('/api/admin/feed-posts?sortBy=postedAt&sortOrder=ascend&pageSize=1');
    const [seeded] = oldestFirst.body.items as { id: number }[];
    expect((await admin.delete(`/api/admin/feed-posts/${seeded.id}`)).status).toBe(204);
    const before = await countPosts();
    await runSeeds(t.app);
    expect(await countPosts()).toBe(before);
  });

  describe('GET /api/admin/feed-posts pages and search (D10)', () => {
    const list = (query: Record<string, string | number>) =>
      admin.get(`/api/admin/feed-posts?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
    const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
    const storedIds = async (order: 'ASC' | 'DESC', where = 'TRUE', params: unknown[] = []) =>
      (
        await t.sql<{ id: number }>(
          `SELECT id FROM social_posts WHERE ${where} ORDER BY posted_at ${order}, id ${order}`,
          params,
        )
      ).map((row) => row.id);

    beforeAll(async () => {
      // Posts whose text a wildcard would wrongly match, and three posted in the same instant (ties by id).
      const texts = [
        'Rates are up 50% for features this quarter.',
        'Rates are up 500 dollars for features.',
        'Style note: no snake_case in headlines.',
        'Style note: no snake case, no camelCase.',
        'Save drafts under C:\\Penwright\\drafts, not the desktop.',
        'Save drafts under C:Penwrightdrafts instead.',
      ];
      for (const text of texts) await post(text);
      await t.sql(
        `INSERT INTO social_posts (text, posted_at)
         SELECT 'Open mic, slot ' || n, timestamptz '2026-02-01 18:00Z' FROM generate_series(1, 3) AS n`,
      );
    });

    it.each([
      ['newest first by default', {}, 'DESC'],
      ['sortBy=postedAt descending', { sortBy: 'postedAt', sortOrder: 'descend' }, 'DESC'],
      ['sortBy=postedAt ascending', { sortBy: 'postedAt', sortOrder: 'ascend' }, 'ASC'],
      ['sortBy=postedAt alone (ascending)', { sortBy: 'postedAt' }, 'ASC'],
    ] as const)('pages through every post once, %s, ties by id', async (_name, order, direction) => {
      const expected = await storedIds(direction);
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const response = await list({ ...order, page, pageSize: 4 });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ source: 'database', total: expected.length, page, pageSize: 4 });
        ids.push(...idsOf(response.body));
        if (page * 4 >= response.body.total) break;
      }
      expect(ids).toEqual(expected);
    });

    it('answers an empty page past the last one, with the total', async () => {
      const total = (await storedIds('DESC')).length;
      expect((await list({ page: 500, pageSize: 10 })).body).toEqual({
        source: 'database',
        items: [],
        total,
        page: 500,
        pageSize: 10,
      });
    });

    it.each([
      ['50%', "text LIKE '%50\\%%'"],
      ['SNAKE_CASE', "text ILIKE '%snake\\_case%'"],
      ['C:\\Penwright\\', "strpos(text, 'C:\\Penwright\\') > 0"],
      ['rates are up', "text ILIKE '%rates are up%'"],
      ['  open MIC  ', "text ILIKE '%open mic%'"],
    ])('finds search=%s literally and case-insensitively, with its total', async (search, where) => {
      const expected = await storedIds('DESC', where);
      expect(expected.length).toBeGreaterThan(0);
      const response = await list({ search, pageSize: 100 });
      expect(response.status).toBe(200);
      expect(idsOf(response.body)).toEqual(expected);
      expect(response.body.total).toBe(expected.length);
    });

    it('matches one wildcard-looking post only, not the ones a wildcard would', async () => {
      expect((await list({ search: '50%' })).body.items.map((item: { text: string }) => item.text)).toEqual([
        'Rates are up 50% for features this quarter.',
      ]);
      expect((await list({ search: 'snake_case' })).body.total).toBe(1);
      expect((await list({ search: '%' })).body.total).toBe(1);
      expect((await list({ search: '_' })).body.total).toBe(1);
      expect((await list({ search: 'no post says this' })).body).toMatchObject({ items: [], total: 0 });
    });

    it('pages a search too', async () => {
      const expected = await storedIds('ASC', "text ILIKE '%open mic%'");
      const first = await list({ search: 'open mic', sortBy: 'postedAt', page: 1, pageSize: 2 });
      const second = await list({ search: 'open mic', sortBy: 'postedAt', page: 2, pageSize: 2 });
      expect([...idsOf(first.body), ...idsOf(second.body)]).toEqual(expected);
      expect([first.body.total, second.body.total]).toEqual([3, 3]);
    });

    it.each([
      ['page=0', 'page must be an integer from 1 to 1000000'],
      ['page=1000001', 'page must be an integer from 1 to 1000000'],
      ['page=2.5', 'page must be an integer from 1 to 1000000'],
      ['pageSize=0', 'pageSize must be an integer from 1 to 100'],
      ['pageSize=101', 'pageSize must be an integer from 1 to 100'],
      ['pageSize=ten', 'pageSize must be an integer from 1 to 100'],
      ['page=1&page=2', 'page must be an integer from 1 to 1000000'],
      ['search=', 'search must be 1 to 100 characters'],
      ['search=%20%20', 'search must be 1 to 100 characters'],
      [`search=${'a'.repeat(101)}`, 'search must be 1 to 100 characters'],
      ['search=a&search=b', 'search must be 1 to 100 characters'],
      ['search=bell%07', 'search must not contain control characters'],
      ['sortBy=text', 'sortBy must be one of postedAt'],
      ['sortBy=postedAt&sortBy=postedAt', 'sortBy must be one of postedAt'],
      ['sortBy=postedAt&sortOrder=desc', 'sortOrder must be one of ascend, descend'],
      ['source=x', 'property source should not exist'],
    ])('refuses %s with a 400 naming the problem', async (query, message) => {
      const response = await admin.get(`/api/admin/feed-posts?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect([response.body.message].flat()).toContain(message);
    });
  });

  async function countPosts(): Promise<number> {
    const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM social_posts');
    return Number(n);
  }
});
