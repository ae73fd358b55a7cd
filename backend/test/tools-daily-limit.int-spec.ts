import { PiscinaGrammarEngine } from '../src/modules/tools/infrastructure/grammar/piscina-grammar-engine';
import { GRAMMAR_ENGINE } from '../src/modules/tools/tools.tokens';
import { writers, type Writer } from './support/assignment-helpers';
import { controlClock } from './support/quiz-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

interface Quota {
  limit: number | null;
  used: number;
  remaining: number | null;
  resetsAt: string;
}

const TEXT = 'An original sentence about tidal pools and the crabs that live in them.';

/** D20: Writer and the free trial run TOOL_CHECKS_PER_DAY checks (both tools together) per UTC day; higher tiers none. */
describe('tools: the daily check limit per tier (D20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TOOL_CHECKS_PER_DAY: '20', TOOLS_CHECKS_PER_WINDOW: '1000' });
    // The grammar threads' start (seconds, far longer on a busy machine) is not what these tests time.
    await t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE).warm();
  }, 180_000);
  afterAll(() => t.close());

  const originality = (who: Writer) => who.client.post('/api/tools/plagiarism', { text: TEXT });
  const quotaOf = async (who: Writer) => {
    const answer = await who.client.get('/api/tools/quota');
    expect(answer.status).toBe(200);
    return answer.body as Quota;
  };
  const setTier = (who: Writer, tier: string, status = 'active') =>
    t.sql('UPDATE users SET subscription_tier = ?, subscription_status = ? WHERE id = ?', [tier, status, who.userId]);
  /** Today's 20 checks, primed in the counter as 20 real checks would leave it. */
  const useToday = (who: Writer, used: number) =>
    t.sql(
      `INSERT INTO rate_limit_buckets (key, count, reset_at) VALUES (?, ?, now() + interval '1 hour')
       ON CONFLICT (key) DO UPDATE SET count = excluded.count`,
      [`tools:daily:${who.userId}:${new Date().toISOString().slice(0, 10)}`, used],
    );

  it('refuses a Writer’s 21st check of the day, across both tools, naming the limit and the reset at midnight UTC', async () => {
    const [writer] = await writers(t, 1);
    const midnight = new Date(new Date().setUTCHours(24, 0, 0, 0)).toISOString();
    expect(await quotaOf(writer!)).toEqual({ limit: 20, used: 0, remaining: 20, resetsAt: midnight });
    // Half grammar, half originality: the limit counts both tools together.
    const grammar = await writer!.client.post('/api/tools/grammar', { text: 'The the cat sat.' });
    expect(grammar.status).toBe(200);
    expect(grammar.body.quota).toEqual({ limit: 20, used: 1, remaining: 19, resetsAt: midnight });
    const second = await originality(writer!);
    expect([second.status, second.body.quota.remaining]).toEqual([200, 18]);
    // The day goes on: seventeen more checks, as the counter holds them (real checks are slow on a busy machine).
    await useToday(writer!, 19);
    const twentieth = await originality(writer!);
    expect([twentieth.status, twentieth.body.quota.remaining]).toEqual([200, 0]);
    const refused = await originality(writer!);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOOL_DAILY_LIMIT_REACHED');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(midnight));
    expect(refused.body.message).toBe(
      'You have used today’s 20 grammar and originality checks, the daily limit of your plan. ' +
        `They reset at midnight UTC (00:00 UTC on ${day}). Professional and Editorial Partner members have no daily limit.`,
    );
    expect((await writer!.client.post('/api/tools/grammar', { text: 'A fine sentence.' })).body.code).toBe(
      'TOOL_DAILY_LIMIT_REACHED',
    );
    expect(await quotaOf(writer!)).toMatchObject({ limit: 20, remaining: 0 });
  });

  it('gives the free trial the Writer’s limit; a lapsed subscription meets the members-only gate first', async () => {
    const [trial, lapsed] = await writers(t, 2);
    await setTier(trial!, 'free_trial');
    await setTier(lapsed!, 'professional', 'canceled');
    await useToday(trial!, 20);
    expect((await originality(trial!)).body.code).toBe('TOOL_DAILY_LIMIT_REACHED');
    // D20: the tools are members' pages; a canceled Professional is no longer a member, whatever the day's count.
    const refused = await originality(lapsed!);
    expect([refused.status, refused.body.code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });

  it('does not limit Professional, Editorial Partner (paid or granted by an editor) or admins', async () => {
    const [professional, partner] = await writers(t, 2);
    await setTier(professional!, 'professional');
    // A subscription an editor granted (no provider subscription, D10) counts like a paid one.
    await t.sql(
      "UPDATE users SET subscription_tier = 'editorial_partner', stripe_subscription_id = NULL WHERE id = ?",
      [partner!.userId],
    );
    for (const who of [professional!, partner!]) {
      await useToday(who, 500);
      const answer = await originality(who);
      expect(answer.status).toBe(200);
      expect(answer.body.quota).toMatchObject({ limit: null, remaining: null });
      expect(await quotaOf(who)).toMatchObject({ limit: null, remaining: null });
    }
    const admin = await t.signIn(ADMIN);
    const checked = await admin.post('/api/tools/plagiarism', { text: TEXT });
    expect(checked.status).toBe(200);
    expect(checked.body.quota.limit).toBeNull();
  });

  it('counts per UTC day: the next day starts from zero', async () => {
    const [writer] = await writers(t, 1);
    await useToday(writer!, 20);
    expect((await originality(writer!)).status).toBe(429);
    const clock = controlClock(t);
    try {
      // Past the next midnight UTC, wherever in today the test runs.
      const now = new Date();
      clock.advance((new Date(now).setUTCHours(24, 0, 1, 0) - now.getTime()) / 1000);
      expect(await quotaOf(writer!)).toMatchObject({ used: 0, remaining: 20 });
      const answer = await originality(writer!);
      expect(answer.status).toBe(200);
      expect(answer.body.quota).toMatchObject({ used: 1, remaining: 19 });
    } finally {
      clock.restore();
    }
  });

  it('answers 401 to a visitor’s quota, and refuses a bad text without counting it', async () => {
    expect((await (await t.client()).get('/api/tools/quota')).status).toBe(401);
    const [writer] = await writers(t, 1);
    expect((await writer!.client.post('/api/tools/plagiarism', { text: '   ' })).status).toBe(400);
    expect((await writer!.client.post('/api/tools/plagiarism', { text: 42 })).status).toBe(400);
    expect(await quotaOf(writer!)).toMatchObject({ used: 0 });
  });
});
