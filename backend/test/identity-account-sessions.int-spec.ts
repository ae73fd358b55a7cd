import { sessionHandle } from '../src/modules/identity/application/account-sessions';
import { APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import { cookieNamed, type TestClient } from './support/test-client';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Listed {
  id: string;
  description: string;
  browser: string | null;
  system: string | null;
  address: string | null;
  signedInAt: string | null;
  lastSeenAt: string | null;
  current: boolean;
}

/** The session id a client's sign-in cookie names (`s:<id>.<signature>`). */
const sidOf = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split(';')[0].split('=')[1]))![1];

describe('identity: a member lists and ends their own sessions (D19)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.sql('DELETE FROM rate_limit_buckets');
    await t.sql('DELETE FROM session');
  });

  /** A browser with its own User-Agent, signed in: the client and its session id. */
  async function browser(userAgent: string, credentials = DEMO): Promise<{ client: TestClient; sid: string }> {
    const client = await t.client();
    client.agent.set('User-Agent', userAgent);
    const login = await client.post('/api/login', credentials);
    expect(login.status).toBe(200);
    return { client, sid: sidOf(cookieNamed(login, 'penwright.sid')!) };
  }
  const list = async (client: TestClient) => {
    const response = await client.get('/api/account/sessions');
    expect(response.status).toBe(200);
    return response.body as Listed[];
  };
  const auditOf = (action: string) =>
    t.sql<{ actor_id: number; entity_id: string; after: unknown }>(
      'SELECT actor_id, entity_id, after FROM audit_log WHERE action = ? ORDER BY id',
      [action],
    );
  const demoId = async () => (await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]))[0].id;

  it('lists both sign-ins, newest first, each with its device, address and times, this one marked current', async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    const response = await laptop.client.get('/api/account/sessions');
    const sessions = response.body as Listed[];
    expect(sessions).toEqual([
      expect.objectContaining({
        id: sessionHandle(desktop.sid),
        description: 'Firefox on Windows',
        browser: 'Firefox',
        system: 'Windows',
        current: false,
      }),
      expect.objectContaining({ id: sessionHandle(laptop.sid), description: 'Chrome on Linux', current: true }),
    ]);
    for (const session of sessions) {
      expect(session.address).toBe('127.0.0.1'); // supertest's loopback, read as IPv4 even on a dual-stack socket
      expect(Date.parse(session.signedInAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // Never the session ids themselves: they are the cookies' secrets.
    expect(response.text).not.toContain(laptop.sid);
    expect(response.text).not.toContain(desktop.sid);
    // The other browser sees the same two, with itself as current.
    expect((await list(desktop.client)).map((session) => session.current)).toEqual([true, false]);
  });

  it("ends another session of the member's: its next request is refused, this one goes on, the log says who", async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    const ended = await laptop.client.delete(`/api/account/sessions/${sessionHandle(desktop.sid)}`);
    expect(ended.status).toBe(204);
    const refused = await desktop.client.get('/api/user');
    expect(refused.status).toBe(401);
    expect((await laptop.client.get('/api/user')).status).toBe(200);
    expect((await list(laptop.client)).map((session) => session.description)).toEqual(['Chrome on Linux']);
    const id = await demoId();
    expect(await auditOf('user.end_session')).toEqual([
      {
        actor_id: id,
        entity_id: String(id),
        after: { sessionEnded: { device: 'Firefox on Windows', signedInAt: expect.any(String) } },
      },
    ]);
  });

  it('ends every other session of the member and keeps this one', async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    const phone = await browser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36');
    const other = await browser(CHROME_LINUX, APPROVED_DEMO);
    const ended = await laptop.client.delete('/api/account/sessions');
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 2 });
    expect((await desktop.client.get('/api/user')).status).toBe(401);
    expect((await phone.client.get('/api/user')).status).toBe(401);
    expect((await laptop.client.get('/api/user')).status).toBe(200);
    expect((await other.client.get('/api/user')).status).toBe(200); // another member's session is not touched
    expect((await list(laptop.client)).map((session) => session.current)).toEqual([true]);
    const entries = await auditOf('user.end_other_sessions');
    expect(entries.at(-1)).toEqual({
      actor_id: await demoId(),
      entity_id: String(await demoId()),
      after: { otherSessionsEnded: 2 },
    });
  });

  it("refuses another member's session id and ends nothing", async () => {
    const laptop = await browser(CHROME_LINUX);
    const theirs = await browser(FIREFOX_WINDOWS, APPROVED_DEMO);
    const logged = (await t.sql('SELECT id FROM audit_log')).length;
    const refused = await laptop.client.delete(`/api/account/sessions/${sessionHandle(theirs.sid)}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      code: 'SESSION_NOT_FOUND',
      message: 'This session has ended already or is not one of yours. Reload the list to see where you are signed in.',
    });
    expect((await theirs.client.get('/api/user')).status).toBe(200);
    expect(await t.sql('SELECT sid FROM session WHERE sid = ?', [theirs.sid])).toHaveLength(1);
    expect((await t.sql('SELECT id FROM audit_log')).length).toBe(logged);
  });

  it('answers a clear 4xx to malformed, unknown, raw and current session ids', async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    for (const bad of ['abc', 'x'.repeat(44), `${'a'.repeat(42)}%2F`, desktop.sid, '%00'.repeat(43)]) {
      const response = await laptop.client.delete(`/api/account/sessions/${bad}`);
      expect({ bad, status: response.status, code: response.body.code }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    const unknown = await laptop.client.delete(`/api/account/sessions/${'A'.repeat(43)}`);
    expect(unknown.body.code).toBe('SESSION_NOT_FOUND');
    const current = await laptop.client.delete(`/api/account/sessions/${sessionHandle(laptop.sid)}`);
    expect(current.status).toBe(409);
    expect(current.body).toMatchObject({ code: 'SESSION_IS_CURRENT', message: expect.stringContaining('sign out') });
    // Ended twice: the second time it is gone.
    expect((await laptop.client.delete(`/api/account/sessions/${sessionHandle(desktop.sid)}`)).status).toBe(204);
    expect((await laptop.client.delete(`/api/account/sessions/${sessionHandle(desktop.sid)}`)).status).toBe(404);
    expect((await laptop.client.get('/api/user')).status).toBe(200);
  });

  it('lists a session signed in before devices were recorded as an unknown device', async () => {
    const laptop = await browser(CHROME_LINUX);
    const old = await browser(FIREFOX_WINDOWS);
    await t.sql("UPDATE session SET sess = (sess::jsonb - 'device')::json WHERE sid = ?", [old.sid]);
    const listed = (await list(laptop.client)).find((session) => !session.current)!;
    expect(listed).toMatchObject({ description: 'Unknown device', browser: null, system: null, address: null });
    expect(listed.signedInAt).not.toBeNull();
    // And it can still be ended.
    expect((await laptop.client.delete(`/api/account/sessions/${listed.id}`)).status).toBe(204);
  });

  it('keeps the device in the session at sign-in, cut to a sane length', async () => {
    const { sid } = await browser(`${CHROME_LINUX} ${'x'.repeat(2000)}`);
    const [row] = await t.sql<{ sess: { device: { userAgent: string; address: string } } }>(
      'SELECT sess FROM session WHERE sid = ?',
      [sid],
    );
    expect(row.sess.device.userAgent).toHaveLength(512);
    expect(row.sess.device.userAgent.startsWith(CHROME_LINUX)).toBe(true);
    expect(row.sess.device.address).toMatch(/127\.0\.0\.1$/);
  });

  it('updates last seen only when the platform renews the expiry: no write per request', async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    const xmin = async () =>
      (await t.sql<{ x: string }>('SELECT xmin::text AS x FROM session WHERE sid = ?', [desktop.sid]))[0].x;
    const seen = async () => (await list(laptop.client)).find((session) => !session.current)!;
    const before = await xmin();
    for (let i = 0; i < 50; i += 1) expect((await desktop.client.get('/api/user')).status).toBe(200);
    expect(await xmin()).toBe(before); // 50 signed-in reads within the minute: the row was not written
    const signedIn = await seen();
    expect(signedIn.lastSeenAt).toBe(signedIn.signedInAt);
    // Two minutes later (the expiry set two minutes earlier, as the renewal reads it): the next read renews once.
    await t.sql("UPDATE session SET expire = expire - interval '2 minutes' WHERE sid = ?", [desktop.sid]);
    const moved = await xmin();
    expect((await desktop.client.get('/api/user')).status).toBe(200);
    expect(await xmin()).not.toBe(moved);
    const renewed = await seen();
    expect(Date.parse(renewed.lastSeenAt!)).toBeGreaterThan(Date.parse(renewed.signedInAt!));
    const after = await xmin();
    expect((await desktop.client.get('/api/user')).status).toBe(200);
    expect(await xmin()).toBe(after); // and not again until the next minute
  });

  it('writes the end and its audit entry together: when the entry fails, the session stays', async () => {
    const laptop = await browser(CHROME_LINUX);
    const desktop = await browser(FIREFOX_WINDOWS);
    await t.sql(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit log is failing'; END $$`);
    await t.sql('CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()');
    try {
      expect((await laptop.client.delete(`/api/account/sessions/${sessionHandle(desktop.sid)}`)).status).toBe(500);
      expect((await laptop.client.delete('/api/account/sessions')).status).toBe(500);
    } finally {
      await t.sql('DROP TRIGGER refuse_audit ON audit_log');
      await t.sql('DROP FUNCTION refuse_audit()');
    }
    expect((await desktop.client.get('/api/user')).status).toBe(200);
  });

  it("finds the member's sessions through session_user_idx among many others' (the list and both ends)", async () => {
    const laptop = await browser(CHROME_LINUX);
    await t.sql(
      `INSERT INTO session (sid, sess, expire)
       SELECT 'other-' || n, json_build_object('passport', json_build_object('user', (100000 + n)::text)),
              now() + interval '1 hour'
       FROM generate_series(1, 5000) AS n`,
    );
    await t.sql('ANALYZE session');
    const id = String(await demoId());
    // The store's statements (mikro-orm-session-store.ts: listForUser, deleteOneOf, deleteForUser) as they reach
    // PostgreSQL, on a table of 5,000 other members' sessions: each finds the member's rows through the index.
    const plans = [
      `SELECT sid, sess FROM "session" WHERE (sess -> 'passport' ->> 'user') = '${id}' AND expire > now()`,
      `DELETE FROM "session" WHERE sid = 'x' AND (sess -> 'passport' ->> 'user') = '${id}'`,
      `DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = '${id}' AND sid <> 'x'`,
    ];
    for (const statement of plans) {
      const plan = await t.sql<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement}`);
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      // The single delete may as well use the primary key on sid; either way, no scan of the whole table.
      expect({
        statement,
        usesAnIndex: /session_user_idx|session_pkey/.test(text),
        seqScan: /Seq Scan/.test(text),
      }).toEqual({
        statement,
        usesAnIndex: true,
        seqScan: false,
      });
    }
    expect((await list(laptop.client)).map((session) => session.current)).toEqual([true]);
  });

  it('answers a visitor 401 and lists nothing', async () => {
    const visitor = await t.client();
    expect((await visitor.get('/api/account/sessions')).status).toBe(401);
  });
});
