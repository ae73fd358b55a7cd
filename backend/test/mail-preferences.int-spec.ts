import request from 'supertest';
import { MailOutbox } from '../src/modules/mail/application/mail-outbox';
import { UnsubscribeLinks } from '../src/modules/mail/application/unsubscribe-links';
import { MAIL_KINDS, MEMBER_TOPICS, type MailKind, type MemberTopic } from '../src/modules/mail/domain/mail-kinds';
import type { MailMessage } from '../src/modules/mail/domain/mail-message';
import { SignedTokens } from '../src/platform/security/signed-tokens';
import { UNIT_OF_WORK } from '../src/shared/application/unit-of-work';
import { waitForMail } from './support/mailbox';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** The members' mail preferences and the one-click unsubscribe (D18, RFC 8058). */
describe('mail: preferences and unsubscribe', () => {
  let t: TestApp;
  let demo: TestClient;
  let demoId: number;
  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.signIn(DEMO);
    demoId = (await demo.get('/api/user')).body.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM mail_preference'));

  const tokenFor = (userId: number, topic: MemberTopic) => {
    const kind = Object.keys(MAIL_KINDS).find((k) => MAIL_KINDS[k as MailKind] === topic) as MailKind;
    const message = { kind, recipient: { userId, email: 'x@example.com', name: 'X' }, data: {} } as MailMessage;
    return new URL(t.app.get(UnsubscribeLinks).of(message)!.oneClick).searchParams.get('token')!;
  };
  const enabled = async (client: TestClient) =>
    Object.fromEntries(
      (await client.get('/api/mail/preferences')).body.topics.map((p: { topic: string; enabled: boolean }) => [
        p.topic,
        p.enabled,
      ]),
    );
  /** A visitor's request: no session cookie, no CSRF token, as a mail client sends it. */
  const oneClick = (token: string) =>
    request(t.server)
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');

  it('lists each member topic with its label, on by default, and security mail as always on', async () => {
    const response = await demo.get('/api/mail/preferences');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      topics: MEMBER_TOPICS.map((topic) => ({ topic, label: expect.any(String), enabled: true })),
      security: { label: expect.stringContaining('always sent'), enabled: true },
    });
    expect(response.body.topics.find((p: { topic: string }) => p.topic === 'billing').label).toMatch(/^Subscription/);
    expect((await (await t.client()).get('/api/mail/preferences')).status).toBe(401);
  });

  it('switches the topics named and leaves the others as they are', async () => {
    const changed = await demo.put('/api/mail/preferences', { billing: false, payouts: false });
    expect(changed.status).toBe(200);
    expect(await enabled(demo)).toEqual({ applications: true, assignments: true, payouts: false, billing: false });
    await demo.put('/api/mail/preferences', { payouts: true });
    await demo.put('/api/mail/preferences', { payouts: true });
    expect(await enabled(demo)).toEqual({ applications: true, assignments: true, payouts: true, billing: false });
    expect(await t.sql('SELECT topic FROM mail_preference WHERE user_id = ? ORDER BY topic', [demoId])).toEqual([
      { topic: 'billing' },
      { topic: 'payouts' },
    ]);
  });

  it('refuses unknown topics, security mail, non-boolean switches and an empty change, storing nothing', async () => {
    for (const body of [
      { newsletter: false },
      { security: false },
      { billing: 'off' },
      { billing: null },
      { billing: 0 },
      {},
      '[]',
      '"billing"',
      '{"billing": false',
    ]) {
      const response = await demo.put('/api/mail/preferences', body);
      expect([response.status, typeof response.body.code]).toEqual([400, 'string']);
    }
    expect(await t.sql('SELECT * FROM mail_preference')).toEqual([]);
    expect((await (await t.client()).put('/api/mail/preferences', { billing: false })).status).toBe(401);
  });

  it('honours every topic: a member with a topic off gets none of its kinds, and security mail still goes', async () => {
    for (const topic of MEMBER_TOPICS) await demo.put('/api/mail/preferences', { [topic]: false });
    const outbox = t.app.get(MailOutbox);
    const queued = await t.inRequestScope<Record<string, boolean>>(() =>
      t.app.get(UNIT_OF_WORK).run(async () => {
        const answers: Record<string, boolean> = {};
        for (const kind of Object.keys(MAIL_KINDS) as MailKind[]) {
          if (MAIL_KINDS[kind] === 'newsletter') continue;
          answers[kind] = await outbox.queue({ kind, to: { userId: demoId }, eventKey: `prefs-test:${kind}` });
        }
        return answers;
      }),
    );
    for (const [kind, sent] of Object.entries(queued)) {
      expect([kind, sent]).toEqual([kind, MAIL_KINDS[kind as MailKind] === 'security']);
    }
    const security = await waitForMail(t, { to: DEMO.email, subject: /a test message/ });
    expect(security.headers.list).toBeUndefined();
    expect(security.html).not.toContain('Unsubscribe');
  });

  it('unsubscribes in one click without a session or CSRF token, idempotently', async () => {
    const token = tokenFor(demoId, 'assignments');
    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ topic: 'assignments', label: expect.any(String), unsubscribed: true });
    const again = await oneClick(token);
    expect([again.status, again.body.unsubscribed]).toEqual([200, true]);
    expect(await enabled(demo)).toEqual({ applications: true, assignments: false, payouts: true, billing: true });
    const asJson = await request(t.server).post(
      `/api/mail/unsubscribe?token=${encodeURIComponent(tokenFor(demoId, 'payouts'))}`,
    );
    expect(asJson.status).toBe(200);
    expect(await enabled(demo)).toMatchObject({ payouts: false, billing: true });
    // RFC 8058 allows the same body as multipart/form-data.
    const multipart = await request(t.server)
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(tokenFor(demoId, 'billing'))}`)
      .field('List-Unsubscribe', 'One-Click');
    expect(multipart.status).toBe(200);
    expect(await enabled(demo)).toMatchObject({ billing: false });
  });

  it('tells the page what a link stops without changing anything', async () => {
    const token = tokenFor(demoId, 'billing');
    const described = await request(t.server).get(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({
      topic: 'billing',
      label: expect.stringMatching(/^Subscription/),
      unsubscribed: false,
    });
    expect(await t.sql('SELECT * FROM mail_preference')).toEqual([]);
  });

  it('refuses forged, malformed, other-purpose and unknown tokens with a code, never a 500', async () => {
    const valid = tokenFor(demoId, 'billing');
    const [body, mac] = valid.split('.');
    const forgedBody = `${Buffer.from(`${demoId + 1}:billing`).toString('base64url')}.${mac}`;
    const cases = [
      forgedBody,
      `${body}.${'A'.repeat(43)}`,
      valid.slice(0, -1),
      'not-a-token',
      `${valid}${valid}`,
      t.app.get(SignedTokens).sign('newsletter-unsubscribe', `${demoId}:billing`),
      t.app.get(SignedTokens).sign('mail-unsubscribe', `${demoId}:newsletter`),
      t.app.get(SignedTokens).sign('mail-unsubscribe', `${demoId}:security`),
      'x'.repeat(700),
      '',
    ];
    for (const token of cases) {
      for (const method of ['get', 'post'] as const) {
        const response = await request(t.server)[method](`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
        expect([token, method, response.status]).toEqual([token, method, 400]);
        expect(response.body.code).toMatch(/^(MAIL_UNSUBSCRIBE_LINK_INVALID|VALIDATION_FAILED)$/);
      }
    }
    const missing = await request(t.server).post('/api/mail/unsubscribe');
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const twice = await request(t.server).post(`/api/mail/unsubscribe?token=${valid}&token=${valid}`);
    expect(twice.status).toBe(400);

    const gone = t.app.get(SignedTokens).sign('mail-unsubscribe', '987654:billing');
    const unknown = await oneClick(gone);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MAIL_UNSUBSCRIBE_LINK_UNKNOWN']);
    expect(await t.sql('SELECT * FROM mail_preference')).toEqual([]);
  });
});
