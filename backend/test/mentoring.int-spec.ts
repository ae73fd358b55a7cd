import request from 'supertest';
import { writers, type Writer } from './support/assignment-helpers';
import { waitForMail } from './support/mailbox';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const HOUR = 3_600_000;
const ahead = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const TIMES = () => [ahead(26), ahead(50), ahead(74)];
const TOPIC = 'Structuring a 4,000-word feature on coastal erosion: where to put the data.';

interface RequestBody {
  id: number;
  topic: string;
  preferredTimes: string[];
  state: string;
  scheduledAt: string | null;
  meetingLink: string | null;
  declineNote: string | null;
}

describe('mentoring: one-to-one sessions with a senior editor (D20)', () => {
  let t: TestApp;
  let admin: TestClient;
  let secondAdmin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    secondAdmin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  /** Members whose subscription an editor granted at `tier` (D10): a grant counts like a paid one. */
  async function members(count: number, tier = 'editorial_partner'): Promise<Writer[]> {
    const made = await writers(t, count);
    await t.sql('UPDATE users SET subscription_tier = ? WHERE id IN (?)', [tier, made.map((w) => w.userId)]);
    return made;
  }

  const emailOf = async (writer: Writer) =>
    (await t.sql<{ email: string }>('SELECT email FROM users WHERE id = ?', [writer.userId]))[0]!.email;

  const ask = (writer: Writer, body: object = { topic: TOPIC, preferredTimes: TIMES() }) =>
    writer.client.post('/api/one-to-one', body);

  async function aRequest(writer: Writer): Promise<RequestBody> {
    const response = await ask(writer);
    expect(response.status).toBe(201);
    return response.body as RequestBody;
  }

  it('answers 401 to a visitor and 403 to a member on the editors’ routes', async () => {
    expect((await request(t.server).get('/api/one-to-one/me')).status).toBe(401);
    const [ada] = await members(1);
    expect((await ada!.client.get('/api/admin/one-to-one')).status).toBe(403);
    expect((await ada!.client.post('/api/admin/one-to-one/1/decline', { note: 'No' })).status).toBe(403);
  });

  it('lets an Editorial Partner ask, and refuses every other tier with a code', async () => {
    const [partner] = await members(1);
    const overview = await partner!.client.get('/api/one-to-one/me');
    expect(overview.body).toMatchObject({
      eligible: true,
      perMonth: 1,
      openThisMonth: 0,
      canRequest: true,
      requests: [],
    });

    const created = await aRequest(partner!);
    expect(created).toMatchObject({ topic: TOPIC, state: 'requested', scheduledAt: null, meetingLink: null });
    expect(created.preferredTimes).toHaveLength(3);

    for (const tier of ['writer', 'professional', 'free_trial']) {
      const [other] = await members(1, tier);
      const refused = await ask(other!);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ONE_TO_ONE_TIER_REQUIRED');
      expect((await other!.client.get('/api/one-to-one/me')).body).toMatchObject({
        eligible: false,
        canRequest: false,
      });
    }
    const [lapsed] = await members(1);
    await t.sql("UPDATE users SET subscription_status = 'canceled' WHERE id = ?", [lapsed!.userId]);
    expect((await ask(lapsed!)).body.code).toBe('ONE_TO_ONE_TIER_REQUIRED');
  });

  it('allows ONE_TO_ONE_PER_MONTH open requests a calendar month: declined ones and last month’s do not count', async () => {
    const [partner] = await members(1);
    const first = await aRequest(partner!);
    const second = await ask(partner!);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ONE_TO_ONE_LIMIT_REACHED');

    // Last month's request is not this month's.
    await t.sql(
      "UPDATE one_to_one_requests SET created_at = date_trunc('month', now()) - interval '1 hour' WHERE id = ?",
      [first.id],
    );
    const third = await aRequest(partner!);
    expect((await ask(partner!)).status).toBe(409);

    // A declined request frees its place at once.
    expect((await admin.post(`/api/admin/one-to-one/${third.id}/decline`, { note: 'Full this week.' })).status).toBe(
      200,
    );
    await aRequest(partner!);
    expect((await partner!.client.get('/api/one-to-one/me')).body).toMatchObject({
      openThisMonth: 1,
      canRequest: false,
    });
  });

  it('counts requests sent at once under the limit: exactly one of ten is made', async () => {
    const [partner] = await members(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(partner!)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const [{ count }] = await t.sql<{ count: string }>('SELECT count(*) FROM one_to_one_requests WHERE user_id = ?', [
      partner!.userId,
    ]);
    expect(Number(count)).toBe(1);
  });

  it('refuses bad topics and times with a clear 400, never a 500', async () => {
    const [partner] = await members(1);
    const cases: [object, RegExp][] = [
      [{ topic: '   ', preferredTimes: TIMES() }, /describe/],
      [{ topic: 'x'.repeat(501), preferredTimes: TIMES() }, /500 characters/],
      [{ topic: 42, preferredTimes: TIMES() }, /text/],
      [{ topic: TOPIC, preferredTimes: TIMES().slice(0, 2) }, /exactly 3/],
      [{ topic: TOPIC, preferredTimes: [...TIMES(), ahead(100)] }, /exactly 3/],
      [{ topic: TOPIC, preferredTimes: 'tomorrow' }, /list/],
      [{ topic: TOPIC, preferredTimes: ['2026-13-40T25:00:00Z', ahead(50), ahead(74)] }, /time zone/],
      [{ topic: TOPIC, preferredTimes: ['2030-01-01 10:00', ahead(50), ahead(74)] }, /time zone/],
      [{ topic: TOPIC, preferredTimes: [ahead(23), ahead(50), ahead(74)] }, /24 hours/],
      [{ topic: TOPIC, preferredTimes: [ahead(-48), ahead(50), ahead(74)] }, /24 hours/],
      [{ topic: TOPIC, preferredTimes: [ahead(50), ahead(50), ahead(74)] }, /different/],
      [{ topic: TOPIC, preferredTimes: [ahead(30), ahead(50), ahead(24 * 200)] }, /90 days/],
      [{ topic: TOPIC, preferredTimes: TIMES(), extra: true }, /should not exist/],
    ];
    for (const [body, message] of cases) {
      const response = await ask(partner!, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(String(response.body.message)).toMatch(message);
    }
    expect((await partner!.client.get('/api/one-to-one/me')).body.requests).toEqual([]);
  });

  it('shows a member their own request, and another member’s as 404', async () => {
    const [ada, grace] = await members(2);
    const mine = await aRequest(ada!);
    expect((await ada!.client.get(`/api/one-to-one/${mine.id}`)).body).toMatchObject({ id: mine.id, topic: TOPIC });
    const theirs = await grace!.client.get(`/api/one-to-one/${mine.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('ONE_TO_ONE_REQUEST_NOT_FOUND');
    expect((await grace!.client.get('/api/one-to-one/99999999')).status).toBe(404);
    expect((await grace!.client.get('/api/one-to-one/1e3')).status).toBe(400);
  });

  it('lists requests to editors with member, tier, topic, times and state, open ones first', async () => {
    const [partner] = await members(1);
    const made = await aRequest(partner!);
    const list = await admin.get('/api/admin/one-to-one?state=requested');
    expect(list.status).toBe(200);
    const row = (list.body.requests as (RequestBody & { member: { email: string }; tierName: string })[]).find(
      (candidate) => candidate.id === made.id,
    );
    expect(row).toMatchObject({
      topic: TOPIC,
      state: 'requested',
      tier: 'editorial_partner',
      tierName: 'Editorial Partner',
      preferredTimes: made.preferredTimes,
      member: { email: await emailOf(partner!) },
    });
    expect(list.body.requests.every((request: RequestBody) => request.state === 'requested')).toBe(true);
    expect((await admin.get('/api/admin/one-to-one?state=maybe')).status).toBe(400);
  });

  it('schedules once: of two editors answering at once exactly one wins, audited, and the member is mailed', async () => {
    const [partner] = await members(1);
    const made = await aRequest(partner!);
    const at = made.preferredTimes[1]!;
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/one-to-one/${made.id}/schedule`, {
        scheduledAt: at,
        meetingLink: 'https://meet.example.org/pw-1',
      }),
      secondAdmin.post(`/api/admin/one-to-one/${made.id}/decline`, { note: 'We are fully booked.' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.code).toBe('ONE_TO_ONE_ALREADY_ANSWERED');

    const entries = await t.sql<{ action: string; after: { state: string } }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'one_to_one_request' AND entity_id = ?",
      [String(made.id)],
    );
    expect(entries).toHaveLength(1);
    const mine = (await partner!.client.get(`/api/one-to-one/${made.id}`)).body as RequestBody;
    expect(entries[0]!.after.state).toBe(mine.state);
    const queued = await t.sql('SELECT 1 FROM mail_message WHERE event_key = ?', [
      `mentoring.session-answered:${made.id}`,
    ]);
    expect(queued).toHaveLength(1);
  });

  it('tells the member the time and the link, on the dashboard and by mail', async () => {
    const [partner] = await members(1);
    const made = await aRequest(partner!);
    const scheduled = await admin.post(`/api/admin/one-to-one/${made.id}/schedule`, {
      scheduledAt: made.preferredTimes[2],
      meetingLink: 'https://meet.example.org/penwright-ada',
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ state: 'scheduled', scheduledAt: made.preferredTimes[2] });

    const mine = (await partner!.client.get('/api/one-to-one/me')).body as { requests: RequestBody[] };
    expect(mine.requests[0]).toMatchObject({
      state: 'scheduled',
      scheduledAt: made.preferredTimes[2],
      meetingLink: 'https://meet.example.org/penwright-ada',
    });
    const mail = await waitForMail(t, { to: await emailOf(partner!), subject: /one-to-one session is booked/ });
    expect(mail.text).toContain('https://meet.example.org/penwright-ada');
    expect(mail.text).toContain(TOPIC);

    const [entry] = await t.sql<{ action: string; actor_id: number; after: Record<string, string> }>(
      "SELECT action, actor_id, after FROM audit_log WHERE entity_type = 'one_to_one_request' AND entity_id = ?",
      [String(made.id)],
    );
    expect(entry).toMatchObject({
      action: 'one_to_one_request.schedule',
      after: { state: 'scheduled', meetingLink: 'https://meet.example.org/penwright-ada' },
    });
    expect(entry!.actor_id).toEqual(expect.any(Number));
  });

  it('declines with a note the member reads, kept as text in the mail', async () => {
    const [partner] = await members(1);
    const made = await aRequest(partner!);
    const note = '<b>Fully booked</b> until the 12th; please ask again then.';
    const declined = await admin.post(`/api/admin/one-to-one/${made.id}/decline`, { note });
    expect(declined.status).toBe(200);
    expect((await partner!.client.get(`/api/one-to-one/${made.id}`)).body).toMatchObject({
      state: 'declined',
      declineNote: note,
    });
    const mail = await waitForMail(t, { to: await emailOf(partner!), subject: /session request/ });
    expect(mail.html).not.toContain('<b>Fully booked</b>');
    expect(mail.text).toContain('Fully booked');
    const [entry] = await t.sql<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'one_to_one_request' AND entity_id = ?",
      [String(made.id)],
    );
    expect(entry!.action).toBe('one_to_one_request.decline');
  });

  it('refuses bad answers with a clear 4xx', async () => {
    const [partner] = await members(1);
    const made = await aRequest(partner!);
    const schedule = (body: object, id: number | string = made.id) =>
      admin.post(`/api/admin/one-to-one/${id}/schedule`, body);
    const at = made.preferredTimes[0];
    const cases: [object, number, RegExp][] = [
      [{ scheduledAt: at, meetingLink: 'http://meet.example.org/x' }, 400, /https/],
      [{ scheduledAt: at, meetingLink: 'javascript:alert(1)' }, 400, /https/],
      [{ scheduledAt: at, meetingLink: 'https://' }, 400, /https/],
      [{ scheduledAt: at, meetingLink: `https://meet.example.org/${'x'.repeat(600)}` }, 400, /500/],
      [{ scheduledAt: at }, 400, /meeting link/],
      [{ scheduledAt: 'next Tuesday', meetingLink: 'https://meet.example.org/x' }, 400, /time zone/],
      [{ scheduledAt: ahead(-1), meetingLink: 'https://meet.example.org/x' }, 400, /future/],
    ];
    for (const [body, status, message] of cases) {
      const response = await schedule(body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(String(response.body.message)).toMatch(message);
    }
    expect((await schedule({ scheduledAt: at, meetingLink: 'https://meet.example.org/x' }, 99999999)).body.code).toBe(
      'ONE_TO_ONE_REQUEST_NOT_FOUND',
    );
    expect((await schedule({ scheduledAt: at, meetingLink: 'https://meet.example.org/x' }, 'abc')).status).toBe(400);
    expect((await admin.post(`/api/admin/one-to-one/${made.id}/decline`, { note: '  ' })).status).toBe(400);
    expect((await admin.post(`/api/admin/one-to-one/${made.id}/decline`, { note: 'x'.repeat(1001) })).status).toBe(400);
    // Nothing of that changed the request.
    expect((await partner!.client.get(`/api/one-to-one/${made.id}`)).body.state).toBe('requested');
  });
});
