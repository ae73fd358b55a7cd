import { anAssignment, writers, type Writer } from './support/assignment-helpers';
import { controlClock } from './support/quiz-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface BoardItem {
  id: number;
  isPremium: boolean;
  opensToAllAt: string | null;
}

const HOUR = 3_600_000;

/** D20, "First look": premium work is open to Editorial Partners at once, to everyone else 48 hours later. */
describe('assignments: premium work and the Editorial Partners’ first look (D20)', () => {
  let t: TestApp;
  let editor: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    editor = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  const asTier = async (members: Writer[], tier: string) => {
    await t.sql('UPDATE users SET subscription_tier = ? WHERE id IN (?)', [tier, members.map((m) => m.userId)]);
    return members;
  };
  const aPremium = async (title: string) => {
    const id = await anAssignment(t, { title });
    await t.sql('UPDATE assignments SET is_premium = true, premium_since = created_at WHERE id = ?', [id]);
    return id;
  };
  const board = async (who: Writer) => (await who.client.get('/api/assignments')).body as BoardItem[];
  const premiumSince = async (id: number) =>
    new Date(
      (await t.sql<{ premium_since: string }>('SELECT premium_since FROM assignments WHERE id = ?', [id]))[0]!
        .premium_since,
    );

  it('an editor marks work premium on create and on edit; a bad flag is a 400', async () => {
    const brief = {
      title: 'Northwind Review: a long-form profile of a lighthouse keeper',
      description: 'Interview and profile, 3,000 words, for the spring issue.',
      wordCount: 3000,
      payRate: '0.25',
      deadline: new Date(Date.now() + 14 * 24 * HOUR).toISOString(),
    };
    const created = await editor.post('/api/admin/assignments', { ...brief, isPremium: true });
    expect(created.status).toBe(201);
    expect(created.body.isPremium).toBe(true);
    const plain = await anAssignment(t, { title: 'Later premium' });
    const marked = await editor.patch(`/api/admin/assignments/${plain}`, { isPremium: true });
    expect(marked.status).toBe(200);
    expect((await editor.get(`/api/admin/assignments/${plain}`)).body.isPremium).toBe(true);
    for (const isPremium of ['yes', 1, null]) {
      const refused = await editor.patch(`/api/admin/assignments/${plain}`, { isPremium });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(['isPremium must be true or false']);
    }
    const createRefused = await editor.post('/api/admin/assignments', { ...brief, isPremium: 'true' });
    expect(createRefused.status).toBe(400);
    expect(createRefused.body.message).toEqual(['isPremium must be true or false']);
    // Absent, it is ordinary work.
    expect((await editor.post('/api/admin/assignments', brief)).body.isPremium).toBe(false);
  });

  it('lists premium work for Editorial Partners with the time it opens to all, hides it from others until then', async () => {
    const [writer, professional, partner] = await writers(t, 3);
    await asTier([professional!], 'professional');
    await asTier([partner!], 'editorial_partner');
    const id = await aPremium('First look: a museum’s audio guide');
    const opens = new Date((await premiumSince(id)).getTime() + 48 * HOUR).toISOString();
    expect((await board(partner!)).find((a) => a.id === id)).toMatchObject({ isPremium: true, opensToAllAt: opens });
    expect((await board(writer!)).some((a) => a.id === id)).toBe(false);
    expect((await board(professional!)).some((a) => a.id === id)).toBe(false);
    const plain = (await board(writer!)).find((a) => !a.isPremium);
    expect(plain?.opensToAllAt).toBeNull();
  });

  it('refuses an early accept by a Writer or Professional with PREMIUM_EARLY_ACCESS and the time it opens', async () => {
    const [writer, professional] = await writers(t, 2);
    await asTier([professional!], 'professional');
    const id = await aPremium('Early: a cookbook’s headnotes');
    const opens = new Date((await premiumSince(id)).getTime() + 48 * HOUR);
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    for (const who of [writer!, professional!]) {
      const refused = await who.client.post(`/api/assignments/${id}/accept`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'PREMIUM_EARLY_ACCESS',
        message: `This premium assignment is open to Editorial Partners first. It opens to all members on ${when.format(opens)} UTC.`,
      });
    }
    const [row] = await t.sql<{ status: string }>('SELECT status FROM assignments WHERE id = ?', [id]);
    expect(row!.status).toBe('available');
  });

  it('opens premium work to everyone once the window has passed (the app’s clock moved, and the row aged)', async () => {
    const [writer, other] = await writers(t, 2);
    const id = await aPremium('Window: a bank’s annual letter');
    const clock = controlClock(t);
    try {
      clock.advance(48 * 3600 - 60);
      expect((await writer!.client.post(`/api/assignments/${id}/accept`)).status).toBe(403);
      clock.advance(120);
      expect((await board(writer!)).some((a) => a.id === id)).toBe(true);
      expect((await writer!.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
    } finally {
      clock.restore();
    }
    const aged = await aPremium('Aged: a festival programme');
    await t.sql("UPDATE assignments SET premium_since = now() - interval '49 hours' WHERE id = ?", [aged]);
    expect((await other!.client.post(`/api/assignments/${aged}/accept`)).status).toBe(200);
  });

  it('counts the first look from when an editor marks the work premium, not from when it was posted', async () => {
    const [writer, partner] = await writers(t, 2);
    await asTier([partner!], 'editorial_partner');
    const id = await anAssignment(t, { title: 'Marked late: a ferry company’s timetable notes' });
    // Posted three days ago, open to everyone since; an editor marks it premium now.
    await t.sql("UPDATE assignments SET created_at = now() - interval '72 hours' WHERE id = ?", [id]);
    expect((await board(writer!)).some((a) => a.id === id)).toBe(true);
    const before = Date.now();
    expect((await editor.patch(`/api/admin/assignments/${id}`, { isPremium: true })).status).toBe(200);
    const since = await premiumSince(id);
    expect(since.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await board(writer!)).some((a) => a.id === id)).toBe(false);
    expect((await board(partner!)).find((a) => a.id === id)?.opensToAllAt).toBe(
      new Date(since.getTime() + 48 * HOUR).toISOString(),
    );
    expect((await writer!.client.post(`/api/assignments/${id}/accept`)).body.code).toBe('PREMIUM_EARLY_ACCESS');
    // Unmarked, it is open to all again; the column and the flag agree (a CHECK constraint).
    expect((await editor.patch(`/api/admin/assignments/${id}`, { isPremium: false })).status).toBe(200);
    expect(await t.sql('SELECT premium_since FROM assignments WHERE id = ?', [id])).toEqual([{ premium_since: null }]);
    expect((await writer!.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
  });

  it('counts an Editorial Partner subscription an editor granted (D10) like a paid one; a lapsed one not', async () => {
    const [granted, lapsed] = await writers(t, 2);
    await asTier([granted!, lapsed!], 'editorial_partner');
    await t.sql("UPDATE users SET subscription_status = 'canceled' WHERE id = ?", [lapsed!.userId]);
    const id = await aPremium('Granted: a museum newsletter');
    expect((await granted!.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
    // Without an active subscription the member cannot take work at all (D2 step 6): that refusal comes first.
    expect((await lapsed!.client.post(`/api/assignments/${id}/accept`)).body.code).toBe(
      'ASSIGNMENT_SUBSCRIPTION_REQUIRED',
    );
  });

  it('50 concurrent early accepts by non-partners: all refused; by partners: exactly one wins', async () => {
    const members = await writers(t, 100);
    const [others, partners] = [members.slice(0, 50), await asTier(members.slice(50), 'editorial_partner')];
    await asTier(others.slice(0, 25), 'professional');
    const early = await aPremium('Race: non-partners');
    const refused = await Promise.all(others.map((m) => m.client.post(`/api/assignments/${early}/accept`)));
    expect(refused.map((r) => r.status)).toEqual(others.map(() => 403));
    expect(new Set(refused.map((r) => r.body.code))).toEqual(new Set(['PREMIUM_EARLY_ACCESS']));
    expect((await t.sql<{ status: string }>('SELECT status FROM assignments WHERE id = ?', [early]))[0]!.status).toBe(
      'available',
    );

    const raced = await aPremium('Race: partners');
    const answers = await Promise.all(partners.map((m) => m.client.post(`/api/assignments/${raced}/accept`)));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.code === 'ASSIGNMENT_TAKEN')).toHaveLength(49);
    const winner = partners[answers.indexOf(won[0]!)]!;
    const [row] = await t.sql<{ assigned_user_id: number }>('SELECT assigned_user_id FROM assignments WHERE id = ?', [
      raced,
    ]);
    expect(row!.assigned_user_id).toBe(winner.userId);
  }, 60_000);
});
