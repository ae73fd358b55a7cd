import request from 'supertest';
import { ContentCache } from '../src/modules/content/application/caching/content-cache';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** `ContentCache.changed(kind)`: the one invalidation of the public answer cache and the use cases' memos. */
describe('content: one invalidation per kind of content', () => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ CONTENT_CACHE_SECONDS: '60' });
    member = await t.signIn(DEMO);
  });
  afterAll(() => t.close());

  /** A visitor is answered from the public answer cache; a member goes past it, to the use case's memo. */
  const reads = async (url: string) => [(await request(t.server).get(url)).body, (await member.get(url)).body];
  const firstTexts = async () => (await reads('/api/twitter/feed')).map((feed) => feed[0].text);
  const firstTitles = async () => (await reads('/api/blog/posts?limit=2')).map((posts) => posts[0].title);
  const activeWriters = async () => (await reads('/api/stats/community')).map((stats) => stats.activeWriters);

  it('drops a changed kind from both caches and keeps the other kinds', async () => {
    const [feedBefore] = await firstTexts();
    const [titleBefore] = await firstTitles();
    const [writersBefore] = await activeWriters();
    await t.sql("UPDATE social_posts SET text = 'Changed feed' WHERE id = (SELECT max(id) FROM social_posts)");
    await t.sql("UPDATE blog_posts SET title = 'Changed title'");
    await t.sql('UPDATE users SET is_active = false WHERE email = ?', [DEMO.email]);
    // Changed underneath: every cache still answers what it holds.
    expect(await firstTexts()).toEqual([feedBefore, feedBefore]);

    await t.app.get(ContentCache).changed('feed');

    expect(await firstTexts()).toEqual(['Changed feed', 'Changed feed']);
    expect(await firstTitles()).toEqual([titleBefore, titleBefore]);
    expect(await activeWriters()).toEqual([writersBefore, writersBefore]);

    await t.app.get(ContentCache).changed('blog');
    expect(await firstTitles()).toEqual(['Changed title', 'Changed title']);
    expect(await activeWriters()).toEqual([writersBefore, writersBefore]);
  });
});
