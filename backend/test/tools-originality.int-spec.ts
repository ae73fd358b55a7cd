import { IndexPublishedTexts } from '../src/modules/tools/application/originality/index-published-texts';
import { OTHER_SUBMISSION } from '../src/modules/tools/domain/originality/originality-views';
import { PUBLISHED_PAGES } from '../src/modules/tools/infrastructure/originality/published-pages.data';
import { runSeeds } from '../src/seeds';
import { anAssignment, writers, type Writer } from './support/assignment-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Match {
  kind: string;
  source: string;
  similarity: number;
  url: string | null;
  matchedText: string | null;
}

interface CheckResult {
  originalityScore: number;
  totalSources: number;
  matches: Match[];
  words: number;
}

interface ReportMatch extends Match {
  matchedText: string;
  submissionId: number | null;
  assignmentId: number | null;
  userId: number | null;
}

interface Version {
  id: number;
  content: string;
  originality: (CheckResult & { matches: ReportMatch[]; createdAt: string }) | null;
}

/** Written for this test: in no post, article, lesson or resource. */
const ORIGINAL = `Our neighbourhood bakery opened in a converted garage on Elm Street, and for the first winter we sold
bread from a folding table while the ovens were still being installed. Neighbours queued in the snow for the
sourdough, and the baker learned every regular's name before spring arrived.`;

/** A member's piece, written for this test, that another member copies. */
const FIRST_DRAFT = `Balcony composting works in a flat if the bin is small, sealed and fed little and often. A
twenty-litre bokashi bucket under the sink takes a week of kitchen scraps for two people, and the liquid it
drains is a strong fertiliser once diluted ten to one with water. After a fortnight the fermented scraps go into
a planter of old potting soil, where worms finish the work in about a month.`;

const REVISED_DRAFT = `${FIRST_DRAFT} Readers who have no balcony can ask a community garden to take the fermented
scraps instead; most accept them gladly.`;

describe('tools: originality (POST /api/tools/plagiarism and each submission’s report)', () => {
  let t: TestApp;
  let admin: TestClient;
  let alice: Writer;
  let bob: Writer;
  const check = (text: unknown, who: Writer) => who.client.post('/api/tools/plagiarism', { text });

  async function submit(who: Writer, id: number, content: string) {
    const response = await who.client.post(`/api/assignments/${id}/submit`, { content });
    if (response.status !== 200) throw new Error(`submit failed: ${response.status} ${response.text}`);
    return response.body as { originalityScore: number | null };
  }

  async function acceptedAssignment(who: Writer, title: string): Promise<number> {
    const id = await anAssignment(t, { title });
    const accepted = await who.client.post(`/api/assignments/${id}/accept`);
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
    return id;
  }

  async function versionsOf(id: number): Promise<Version[]> {
    const detail = await admin.get(`/api/admin/assignments/${id}`);
    expect(detail.status).toBe(200);
    return detail.body.submissions as Version[];
  }

  async function aSeededPost(): Promise<{ slug: string; title: string; body: string }> {
    const visitor = await t.client();
    const [first] = (await visitor.get('/api/blog/posts?limit=1')).body as { slug: string }[];
    return (await visitor.get(`/api/blog/posts/${first.slug}`)).body;
  }

  /** The post's longest paragraph: a passage a member might copy. */
  const longestParagraph = (body: string) =>
    body
      .split(/\n\s*\n/)
      .filter((paragraph) => !paragraph.startsWith('## '))
      .sort((a, b) => b.length - a.length)[0];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    [alice, bob] = await writers(t, 2);
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor', async () => {
    const visitor = await t.client();
    expect((await visitor.post('/api/tools/plagiarism', { text: ORIGINAL })).status).toBe(401);
  });

  it('fingerprints every published text at seed time: blog posts, articles, lessons and resources', async () => {
    // From an empty index: a test file's start keeps the last file's (test/support/test-app.ts, emptyTables).
    await t.sql('TRUNCATE originality_documents CASCADE');
    await runSeeds(t.app);
    const rows = await t.sql<{ kind: string; n: number; fingerprints: number }>(
      `SELECT d.kind, count(DISTINCT d.id)::int AS n, count(f.hash)::int AS fingerprints
       FROM originality_documents d LEFT JOIN originality_fingerprints f ON f.document_id = d.id
       WHERE d.kind <> 'submission' GROUP BY d.kind ORDER BY d.kind`,
    );
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind.article.n).toBe(10);
    expect(byKind.lesson.n).toBe(14);
    expect(byKind.resource.n).toBe(8);
    const [{ posts }] = await t.sql<{ posts: number }>('SELECT count(*)::int AS posts FROM blog_posts');
    expect(byKind.blog_post.n).toBe(posts);
    for (const row of rows) expect(row.fingerprints).toBeGreaterThan(row.n * 20);
  });

  it('indexes again only what changed: an edited post, a removed one; a second run changes nothing', async () => {
    const index = t.app.get(IndexPublishedTexts);
    /** Each published document's key and when it was last indexed (microseconds, as text). */
    const indexed = async () =>
      new Map(
        (
          await t.sql<{ source_key: string; at: string }>(
            "SELECT source_key, indexed_at::text AS at FROM originality_documents WHERE kind <> 'submission'",
          )
        ).map((row) => [row.source_key, row.at]),
      );
    const reindexed = (before: Map<string, string>, after: Map<string, string>) =>
      [...after].filter(([key, at]) => before.get(key) !== at).map(([key]) => key);

    const before = await indexed();
    await t.inRequestScope(() => index.execute());
    expect(await indexed()).toEqual(before);

    const post = await aSeededPost();
    await t.sql("UPDATE blog_posts SET body = body || '\n\nA closing line added by an editor.' WHERE slug = ?", [
      post.slug,
    ]);
    await t.inRequestScope(() => index.execute());
    expect(reindexed(before, await indexed())).toEqual([`blog:${post.slug}`]);

    await t.sql(
      `INSERT INTO blog_posts (slug, title, excerpt, body, author_name, author_role)
       VALUES ('gone-soon', 'Gone soon', 'An excerpt.', 'A body that will not stay on the blog for long.', 'Ed', 'Editor')`,
    );
    await t.inRequestScope(() => index.execute());
    expect((await indexed()).has('blog:gone-soon')).toBe(true);
    await t.sql("DELETE FROM blog_posts WHERE slug = 'gone-soon'");
    await t.inRequestScope(() => index.execute());
    expect((await indexed()).has('blog:gone-soon')).toBe(false);
  });

  it('scores a passage copied from a post below 30 and names the post, its link and the passage', async () => {
    const post = await aSeededPost();
    const passage = longestParagraph(post.body);
    const response = await check(passage, alice);
    expect(response.status).toBe(200);
    const result = response.body as CheckResult;
    expect(result.originalityScore).toBeLessThan(30);
    expect(result.matches[0]).toMatchObject({
      kind: 'blog_post',
      source: `Blog post: ${post.title}`,
      url: `/blog/${post.slug}`,
    });
    expect(passage).toContain(result.matches[0].matchedText!.replace(/…$/, ''));
  });

  it('still finds the source of a paraphrase that changes a few words', async () => {
    const post = await aSeededPost();
    const words = longestParagraph(post.body).split(' ');
    const paraphrase = words.map((word, i) => (i % 12 === 5 ? 'notably' : word)).join(' ');
    const result = (await check(paraphrase, alice)).body as CheckResult;
    expect(result.matches[0]).toMatchObject({ url: `/blog/${post.slug}` });
    expect(result.originalityScore).toBeLessThan(70);
  });

  it('finds article pages, lessons and resources too', async () => {
    for (const key of ['article:blog-writing-jobs', 'lesson:ge-3', 'resource:grammar-fundamentals']) {
      const page = PUBLISHED_PAGES.find((p) => p.key === key)!;
      const result = (await check(longestParagraph(page.text), alice)).body as CheckResult;
      expect(result.matches[0]).toMatchObject({
        kind: page.kind,
        source: expect.stringContaining(page.title),
        url: page.url,
      });
    }
  });

  it('scores an original text 100 with no matches', async () => {
    expect((await check(ORIGINAL, alice)).body).toEqual({
      originalityScore: 100,
      totalSources: 0,
      matches: [],
      words: expect.any(Number),
      // The member's daily quota after this check (D20): writers here have the test app's high limit.
      quota: { limit: 100_000, used: expect.any(Number), remaining: expect.any(Number), resetsAt: expect.any(String) },
    });
  });

  it('stores a report with each submitted version and gives the member its score', async () => {
    const id = await acceptedAssignment(alice, 'Composting on a city balcony');
    const submitted = await submit(alice, id, FIRST_DRAFT);
    expect(submitted.originalityScore).toBe(100);
    const [version] = await versionsOf(id);
    expect(version.originality).toMatchObject({ originalityScore: 100, totalSources: 0, matches: [] });
    const stored = await t.sql('SELECT originality_score FROM originality_reports WHERE submission_id = ?', [
      version.id,
    ]);
    expect(stored).toEqual([{ originality_score: 100 }]);
    const mine = (await alice.client.get('/api/assignments/me')).body as { id: number; originalityScore: number }[];
    expect(mine.find((a) => a.id === id)?.originalityScore).toBe(100);
    expect(
      await t.sql("SELECT 1 FROM originality_documents WHERE kind = 'submission' AND submission_id = ?", [version.id]),
    ).toHaveLength(1);
  });

  it('never counts a member’s own earlier versions of the same assignment against them', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      "SELECT id FROM assignments WHERE title = 'Composting on a city balcony'",
    );
    const revise = await admin.post(`/api/admin/assignments/${id}/review`, {
      decision: 'revise',
      reviewNotes: 'Add a line for readers without a balcony.',
    });
    expect(revise.status).toBe(200);
    expect((await submit(alice, id, REVISED_DRAFT)).originalityScore).toBe(100);
    const versions = await versionsOf(id);
    expect(versions).toHaveLength(2);
    expect(versions[1].originality).toMatchObject({ originalityScore: 100, matches: [] });
  });

  it('shows another member only “an earlier submission to the collective”: no text, no link, no title (D13)', async () => {
    const response = await check(FIRST_DRAFT, bob);
    const result = response.body as CheckResult;
    expect(result.originalityScore).toBeLessThan(30);
    const fromAlice = result.matches.filter((m) => m.kind === 'submission');
    expect(fromAlice).toHaveLength(2); // both of Alice's versions hold the passage
    for (const match of fromAlice) {
      expect(match).toEqual({
        kind: 'submission',
        source: OTHER_SUBMISSION,
        similarity: expect.any(Number),
        url: null,
        matchedText: null,
      });
    }
    expect(response.text).not.toContain('Composting on a city balcony');
    expect(response.text).not.toContain('community garden'); // Alice's revision, which Bob never sent
    expect(response.text).not.toContain('/admin/');
  });

  it('shows the author her own submissions by title, with the passage', async () => {
    const result = (await check(FIRST_DRAFT, alice)).body as CheckResult;
    expect(result.matches).toContainEqual(
      expect.objectContaining({
        source: 'Your submission to “Composting on a city balcony”',
        url: null,
        matchedText: expect.any(String),
      }),
    );
  });

  it('reports another member’s earlier submission in a copied submission, and editors see whose and what', async () => {
    const [{ id: original }] = await t.sql<{ id: number }>(
      "SELECT id FROM assignments WHERE title = 'Composting on a city balcony'",
    );
    const id = await acceptedAssignment(bob, 'Small-space gardening tips');
    const submitted = await submit(bob, id, FIRST_DRAFT);
    expect(submitted.originalityScore).toBeLessThan(30);
    const [version] = await versionsOf(id);
    expect(version.originality!.matches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'submission',
          source: 'Submission to “Composting on a city balcony”',
          url: `/admin/assignment/${original}`,
          assignmentId: original,
          userId: alice.userId,
          matchedText: expect.stringContaining('Balcony composting works in a flat'),
        }),
      ]),
    );
    // Bob's own view of his work: the score only.
    const mine = (await bob.client.get('/api/assignments/me')).body as Record<string, unknown>[];
    const work = mine.find((a) => a.id === id)!;
    expect(work.originalityScore).toBe(submitted.originalityScore);
    expect(JSON.stringify(mine)).not.toContain('Composting on a city balcony');
  });

  it('stores nothing when a submission is refused', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      "SELECT id FROM assignments WHERE title = 'Small-space gardening tips'",
    );
    const count = async () => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM originality_documents'))[0].n;
    const before = await count();
    const refused = await bob.client.post(`/api/assignments/${id}/submit`, { content: ORIGINAL });
    expect(refused.status).toBe(409); // already submitted, waiting for review
    expect(await count()).toBe(before);
  });

  it('refuses bad input with a clear 4xx, a text past 20,000 characters with 413', async () => {
    for (const text of [7, null, '', '  ', ['x'], 'NUL\u0000']) {
      expect((await check(text, alice)).status).toBe(400);
    }
    const tooLong = await check('word '.repeat(4001), alice);
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toBe('Your text is too long: 20,005 characters, at most 20,000 are accepted.');
    expect((await alice.client.post('/api/tools/plagiarism', { text: ORIGINAL, web: true })).status).toBe(400);
  });
});

describe('tools: the originality check’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', TOOLS_CHECKS_PER_WINDOW: '2' });
  });
  afterAll(() => t.close());

  it('counts each member’s checks per tool: 429 past the limit', async () => {
    const [member] = await writers(t, 1);
    const text = 'An original sentence about tidal pools and the crabs that live in them.';
    expect((await member.client.post('/api/tools/plagiarism', { text })).status).toBe(200);
    expect((await member.client.post('/api/tools/plagiarism', { text })).status).toBe(200);
    const refused = await member.client.post('/api/tools/plagiarism', { text });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'You have run 2 originality checks in the last 10 minutes, the most allowed. Try again in 10 minutes.',
    );
  });
});
