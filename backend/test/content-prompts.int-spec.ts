import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { runSeeds } from '../src/seeds';
import { CLOCK, type Clock } from '../src/shared/domain/clock';
import { dailyPosition } from '../src/modules/content/domain/writing/daily-prompt';
import { writers, type Writer } from './support/assignment-helpers';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface PromptBody {
  id: number;
  title: string;
  prompt: string;
  category: string;
  difficulty: number;
}

const CATEGORIES = ['Fiction', 'Non-fiction', 'Poetry', 'Creative', 'Technical', 'Personal'];

describe('content: writing prompts', () => {
  let t: TestApp;
  let total: number;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    [{ n: total }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM writing_prompts');
  });
  afterAll(() => t.close());

  const random = (client: TestClient, query = '') => client.get(`/api/prompts/random${query}`);
  const seenIds = async (userId: number) =>
    (
      await t.sql<{ prompt_id: number }>(
        'SELECT prompt_id FROM writing_prompt_views WHERE user_id = ? ORDER BY prompt_id',
        [userId],
      )
    ).map((row) => row.prompt_id);
  const categoryCount = async (category: string) =>
    (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM writing_prompts WHERE category = ?', [category]))[0].n;

  it('answers 401 to visitors on every route but the daily prompt', async () => {
    const visitor = await t.client();
    const refusals = [
      await random(visitor),
      await random(visitor, '?category=Poetry'),
      await visitor.post('/api/prompts/reset'),
      await visitor.get('/api/prompts/1'),
    ];
    for (const response of refusals)
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect((await request(t.server).get('/api/prompts/daily')).status).toBe(200);
  });

  it('seeds a bank of at least 60 prompts over the six categories, difficulty 1 to 5, once', async () => {
    expect(total).toBeGreaterThanOrEqual(60);
    const rows = await t.sql<{ category: string; n: number; low: number; high: number }>(
      `SELECT category, count(*)::int AS n, min(difficulty)::int AS low, max(difficulty)::int AS high
       FROM writing_prompts GROUP BY category ORDER BY category`,
    );
    expect(rows.map((row) => row.category).sort()).toEqual([...CATEGORIES].sort());
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(10);
      expect(row.low).toBeGreaterThanOrEqual(1);
      expect(row.high).toBeLessThanOrEqual(5);
    }
    await runSeeds(t.app);
    expect((await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM writing_prompts'))[0].n).toBe(total);
  });

  it('never repeats a prompt before the bank is exhausted, then answers the exhausted response', async () => {
    const [member] = await writers(t, 1);
    const handed: PromptBody[] = [];
    for (let i = 0; i < total; i++) {
      const response = await random(member.client);
      expect(response.status).toBe(200);
      handed.push(response.body as PromptBody);
    }
    expect(new Set(handed.map((prompt) => prompt.id)).size).toBe(total);
    expect(Object.keys(handed[0]).sort()).toEqual(['category', 'difficulty', 'id', 'prompt', 'title']);
    expect(await seenIds(member.userId)).toEqual(handed.map((prompt) => prompt.id).sort((a, b) => a - b));

    const exhausted = await random(member.client);
    expect(exhausted.status).toBe(200);
    expect(exhausted.body).toEqual({
      exhausted: true,
      message: `You've seen all ${total} writing prompts. Start Over to see them again.`,
      totalPrompts: total,
    });
    expect((await random(member.client, '?category=Fiction')).body).toMatchObject({ exhausted: true });
  });

  it('filters by category (any case), one seen list across categories', async () => {
    const [member] = await writers(t, 1);
    const poetry = await categoryCount('Poetry');
    const poems: PromptBody[] = [];
    for (let i = 0; i < poetry; i++) poems.push((await random(member.client, '?category=Poetry')).body as PromptBody);
    expect(poems.every((prompt) => prompt.category === 'Poetry')).toBe(true);
    expect(new Set(poems.map((prompt) => prompt.id)).size).toBe(poetry);
    expect((await random(member.client, '?category=poetry')).body).toEqual({
      exhausted: true,
      message: `You've seen all ${poetry} Poetry prompts. Start Over to see them again.`,
      totalPrompts: poetry,
    });

    const essay = await random(member.client, '?category=non-fiction');
    expect(essay.body.category).toBe('Non-fiction');
    // Without a category, what is left is everything but the poems and that essay.
    const rest = new Set<number>();
    for (let i = 0; i < total - poetry - 1; i++) rest.add(((await random(member.client)).body as PromptBody).id);
    expect(rest.size).toBe(total - poetry - 1);
    expect(poems.some((prompt) => rest.has(prompt.id)) || rest.has(essay.body.id)).toBe(false);
  });

  it('resets the whole seen list with Start Over, and only the member’s own', async () => {
    const [member, other] = await writers(t, 2);
    for (let i = 0; i < 3; i++) await random(member.client, '?category=Technical');
    await random(member.client);
    await random(other.client);

    const refused = await member.client.post('/api/prompts/reset', { everything: true });
    expect(refused.status).toBe(400);
    expect((await seenIds(member.userId)).length).toBe(4);

    const reset = await member.client.post('/api/prompts/reset', {});
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ cleared: 4 });
    expect(await seenIds(member.userId)).toEqual([]);
    expect((await seenIds(other.userId)).length).toBe(1);
    expect((await member.client.post('/api/prompts/reset')).body).toEqual({ cleared: 0 });

    const technical = await categoryCount('Technical');
    const again = new Set<number>();
    for (let i = 0; i < technical; i++) again.add((await random(member.client, '?category=Technical')).body.id);
    expect(again.size).toBe(technical);
  });

  it('keeps the seen list across sign-out and sign-in', async () => {
    const member = await t.signIn(DEMO);
    const first = (await random(member)).body as PromptBody;
    expect((await member.post('/api/logout')).status).toBe(204);
    const again = await t.signIn(DEMO);
    const [{ id: userId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
    expect(await seenIds(userId)).toContain(first.id);
    await again.post('/api/prompts/reset');
  });

  describe('two tabs at once', () => {
    let member: Writer;
    beforeAll(async () => {
      [member] = await writers(t, 1);
    });
    afterEach(() => member.client.post('/api/prompts/reset'));

    it('never hands out one prompt twice and records every one (10 rounds of 12 parallel requests)', async () => {
      for (let round = 0; round < 10; round++) {
        const responses = await Promise.all(Array.from({ length: 12 }, () => random(member.client)));
        expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
        const ids = responses.map((response) => (response.body as PromptBody).id);
        expect(new Set(ids).size).toBe(12);
        expect(await seenIds(member.userId)).toEqual([...ids].sort((a, b) => a - b));
        await member.client.post('/api/prompts/reset');
      }
    });

    it('hands out each prompt of a category exactly once when more requests than prompts race', async () => {
      const creative = await categoryCount('Creative');
      const responses = await Promise.all(
        Array.from({ length: creative + 4 }, () => random(member.client, '?category=Creative')),
      );
      const prompts = responses.filter((response) => !response.body.exhausted).map((response) => response.body.id);
      expect(new Set(prompts).size).toBe(creative);
      expect(prompts).toHaveLength(creative);
      expect(responses.filter((response) => response.body.exhausted === true)).toHaveLength(4);
      expect((await seenIds(member.userId)).length).toBe(creative);
    });

    /**
     * The moment parallel requests rarely hit on their own, made certain: another tab's insert of the one prompt
     * left is written but not committed when this request picks it. The request waits for that tab, then either
     * finds its pick taken and picks again (commit) or records it (rollback).
     */
    it.each([
      ['commits', 'exhausted'],
      ['rolls back', 'claimed'],
    ])('waits for a tab that picked the same prompt, which then %s', async (_, expected) => {
      const poetry = await t.sql<{ id: number }>(
        "SELECT id FROM writing_prompts WHERE category = 'Poetry' ORDER BY id",
      );
      const last = poetry[poetry.length - 1].id;
      await t.sql(
        "INSERT INTO writing_prompt_views (user_id, prompt_id, seen_at) SELECT ?, id, now() FROM writing_prompts WHERE category = 'Poetry' AND id <> ?",
        [member.userId, last],
      );
      const otherTab = t.app.get(MikroORM).em.fork() as EntityManager;
      await otherTab.begin();
      await otherTab.execute('INSERT INTO writing_prompt_views (user_id, prompt_id, seen_at) VALUES (?, ?, now())', [
        member.userId,
        last,
      ]);
      const pending = random(member.client, '?category=Poetry').then((response) => response);
      await waitForLockWait();
      if (expected === 'exhausted') await otherTab.commit();
      else await otherTab.rollback();

      const response = await pending;
      expect(response.status).toBe(200);
      if (expected === 'exhausted')
        expect(response.body).toMatchObject({ exhausted: true, totalPrompts: poetry.length });
      else expect(response.body.id).toBe(last);
      expect(await seenIds(member.userId)).toEqual(poetry.map((prompt) => prompt.id));
    });
  });

  /** Until a statement of the app waits on a row lock (the conflicting insert), at most 5 seconds. */
  async function waitForLockWait(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const waiting = await t.sql(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%writing_prompt_views%'",
      );
      if (waiting.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the request never waited for the other tab');
  }

  describe('the daily prompt', () => {
    let clock: Clock;
    let now: Date;
    beforeAll(() => {
      clock = t.app.get<Clock>(CLOCK);
    });
    beforeEach(() => {
      now = new Date('2027-03-14T00:00:05Z');
      jest.spyOn(clock, 'now').mockImplementation(() => now);
    });
    afterEach(() => jest.restoreAllMocks());

    const daily = async (client?: TestClient) => {
      const response = await (client ?? request(t.server)).get('/api/prompts/daily');
      expect(response.status).toBe(200);
      return response.body as PromptBody;
    };
    const idAt = async (position: number) =>
      (await t.sql<{ id: number }>('SELECT id FROM writing_prompts ORDER BY id OFFSET ? LIMIT 1', [position]))[0].id;

    it('is the same for everyone all UTC day, and changes with the day', async () => {
      const [member] = await writers(t, 1);
      const morning = await daily();
      expect(morning.id).toBe(await idAt(dailyPosition('2027-03-14', total)));
      expect(await daily(member.client)).toEqual(morning);
      now = new Date('2027-03-14T23:59:59Z');
      expect(await daily()).toEqual(morning);
      expect(await seenIds(member.userId)).toEqual([]); // the day's prompt is not recorded as seen

      now = new Date('2027-03-15T00:00:00Z');
      const next = await daily(member.client);
      expect(next.id).toBe(await idAt(dailyPosition('2027-03-15', total)));
      expect(next.id).not.toBe(morning.id);
      now = new Date('2027-03-14T12:00:00Z');
      expect(await daily()).toEqual(morning);
    });

    it('stays the same when prompts are added during the day, and one pin wins a race', async () => {
      now = new Date('2027-04-02T08:00:00Z');
      const answers = await Promise.all(Array.from({ length: 8 }, () => daily()));
      expect(new Set(answers.map((prompt) => prompt.id)).size).toBe(1);
      await t.sql(
        `INSERT INTO writing_prompts (title, prompt, category, difficulty) VALUES
         ('A Test Prompt Added Today', 'Describe the room you are in using only sounds.', 'Creative', 1)`,
      );
      try {
        expect(await daily()).toEqual(answers[0]);
        expect((await t.sql("SELECT * FROM writing_daily_prompts WHERE day = '2027-04-02'")).length).toBe(1);
        now = new Date('2027-04-03T08:00:00Z');
        expect((await daily()).id).toBe(await idAt(dailyPosition('2027-04-03', total + 1)));
      } finally {
        await t.sql("DELETE FROM writing_prompts WHERE title = 'A Test Prompt Added Today'");
      }
    });
  });

  describe('one prompt by id', () => {
    it('answers the prompt without recording it as seen', async () => {
      const [member] = await writers(t, 1);
      const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM writing_prompts ORDER BY id LIMIT 1');
      const response = await member.client.get(`/api/prompts/${id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, title: expect.any(String), prompt: expect.any(String) });
      expect(await seenIds(member.userId)).toEqual([]);
      expect((await member.client.get('/api/prompts/999999')).body).toEqual({
        statusCode: 404,
        code: 'PROMPT_NOT_FOUND',
        message: 'Writing prompt not found',
      });
    });
  });

  describe('bad input', () => {
    let member: TestClient;
    let userId: number;
    beforeAll(async () => {
      [{ client: member, userId }] = await writers(t, 1);
    });

    it.each([
      ['an unknown category', '?category=Memoir'],
      ['an empty category', '?category='],
      ['a category given twice', '?category=Poetry&category=Fiction'],
      ['a prototype key', '?category=__proto__'],
      ['an unknown parameter', '?limit=3'],
    ])('refuses %s with a 400 and records nothing', async (_, query) => {
      const response = await random(member, query);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(await seenIds(userId)).toEqual([]);
    });

    it('names the categories in the message', async () => {
      expect((await random(member, '?category=Memoir')).body.message).toEqual([
        'category must be one of: Fiction, Non-fiction, Poetry, Creative, Technical, Personal',
      ]);
    });

    it.each(['0', '-1', '1.5', 'abc', '1e3', '99999999999'])('refuses the prompt id %s with a 400', async (id) => {
      const response = await member.get(`/api/prompts/${id}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Writing prompt id must be a positive whole number');
    });

    it.each([
      ['a string', '"reset"'],
      ['an array', '[]'],
      ['a field', '{"category":"Poetry"}'],
    ])('refuses a reset with %s as its body', async (_, body) => {
      expect((await member.post('/api/prompts/reset', body)).status).toBe(400);
    });
  });
});
