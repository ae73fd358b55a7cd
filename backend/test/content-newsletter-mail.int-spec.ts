import request from 'supertest';
import { SignedTokens } from '../src/platform/security/signed-tokens';
import { receivedMail, waitForMail, type ReceivedMail } from './support/mailbox';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** D18: double opt-in, one-click unsubscribe, and the editors' issues sent to confirmed subscribers only. */
describe('content: the newsletter by mail', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const stateOf = async (email: string) =>
    (await t.sql<{ state: string }>('SELECT state FROM newsletter_subscriptions WHERE email = ?', [email]))[0]?.state;
  /** The token of a link in the mail's text, or (the one-click target) in its headers. */
  const tokenIn = (mail: ReceivedMail, path: string) => {
    const where = `${mail.text ?? ''} ${JSON.stringify(mail.headers)}`;
    const match = new RegExp(`[^/]${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_.%-]+)`).exec(where);
    if (!match) throw new Error(`no ${path} link in ${mail.text}`);
    return decodeURIComponent(match[1]!);
  };
  const confirmationsTo = async (email: string) =>
    (
      await t.sql<{ n: string }>(
        "SELECT count(*) AS n FROM mail_message WHERE kind = 'newsletter.confirm' AND to_address = ?",
        [email],
      )
    )[0]!.n;
  const subscribeAndConfirm = async (email: string) => {
    const client = await t.client();
    await client.post('/api/newsletter/subscribe', { email });
    const mail = await waitForMail(t, { to: email, subject: /Confirm your subscription/ });
    expect((await client.post('/api/newsletter/confirm', { token: tokenIn(mail, '/newsletter/confirm') })).status).toBe(
      200,
    );
  };
  const createIssue = async (title: string, body: string) => {
    const response = await admin.post('/api/admin/newsletter/issues', { title, body });
    expect(response.status).toBe(201);
    return response.body as { id: number; title: string; sentAt: string | null };
  };

  describe('double opt-in', () => {
    it('keeps a new address pending and mails it a link that confirms only with a POST', async () => {
      const client = await t.client();
      const response = await client.post('/api/newsletter/subscribe', { email: 'Optin@Example.com' });
      expect(response.body).toEqual({ message: "You've been subscribed to our newsletter." });
      expect(await stateOf('optin@example.com')).toBe('pending');

      const mail = await waitForMail(t, { to: 'optin@example.com' });
      expect(mail.subject).toBe('Confirm your subscription to the Penwright Collective newsletter');
      const token = tokenIn(mail, '/newsletter/confirm');
      // The link opens a page; the API has no GET that confirms.
      expect((await client.get(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(404);
      expect(await stateOf('optin@example.com')).toBe('pending');

      const confirmed = await client.post('/api/newsletter/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
      expect(await stateOf('optin@example.com')).toBe('confirmed');
      // Confirming again (a second click) answers the same.
      expect((await client.post('/api/newsletter/confirm', { token })).status).toBe(200);
    });

    it('sends a pending address its confirmation again only after the resend interval, and a confirmed one none', async () => {
      const client = await t.client();
      await client.post('/api/newsletter/subscribe', { email: 'again@example.com' });
      await client.post('/api/newsletter/subscribe', { email: 'again@example.com' });
      expect(await confirmationsTo('again@example.com')).toBe('1');
      await t.sql(
        "UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '16 minutes' WHERE email = ?",
        ['again@example.com'],
      );
      await client.post('/api/newsletter/subscribe', { email: 'again@example.com' });
      expect(await confirmationsTo('again@example.com')).toBe('2');

      // optin@example.com was confirmed above: same answer, nothing sent, still confirmed.
      const known = await client.post('/api/newsletter/subscribe', { email: 'optin@example.com' });
      expect(known.body).toEqual({ message: "You've been subscribed to our newsletter." });
      expect(await confirmationsTo('optin@example.com')).toBe('1');
      expect(await stateOf('optin@example.com')).toBe('confirmed');
    });

    it('queues one confirmation when the same address arrives concurrently', async () => {
      const client = await t.client();
      await Promise.all(
        Array.from({ length: 5 }, () => client.post('/api/newsletter/subscribe', { email: 'burst@example.com' })),
      );
      expect(await confirmationsTo('burst@example.com')).toBe('1');
    });

    it.each([
      ['a forged token', 'abc.def'],
      ['a token with a bad signature', `${Buffer.from('1:9999999999').toString('base64url')}.${'A'.repeat(43)}`],
      ['an over-long token', 'a'.repeat(400)],
    ])('refuses %s with a clear 400', async (_name, token) => {
      const client = await t.client();
      const response = await client.post('/api/newsletter/confirm', { token });
      expect(response.status).toBe(400);
      expect(['NEWSLETTER_LINK_INVALID', 'VALIDATION_FAILED']).toContain(response.body.code);
    });

    it('mails an international domain, and refuses a quoted local part SMTP servers reject, storing nothing', async () => {
      const client = await t.client();
      const quoted = await client.post('/api/newsletter/subscribe', { email: '"a b"@example.com' });
      expect(quoted.status).toBe(400);
      expect(quoted.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
      });
      expect(await t.sql("SELECT id FROM newsletter_subscriptions WHERE email LIKE '%a b%'")).toEqual([]);

      expect((await client.post('/api/newsletter/subscribe', { email: 'reader@exämple.com' })).status).toBe(200);
      const deadline = Date.now() + 10_000;
      let states: { state: string }[] = [];
      while (Date.now() < deadline) {
        states = await t.sql<{ state: string }>(
          "SELECT state FROM mail_message WHERE kind = 'newsletter.confirm' AND to_address LIKE '%ä%'",
        );
        if (states[0]?.state === 'sent') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(states).toEqual([{ state: 'sent' }]);
    });

    it('refuses an expired confirmation, an unsubscribe token and bad bodies', async () => {
      const tokens = t.app.get(SignedTokens);
      const client = await t.client();
      const expired = await client.post('/api/newsletter/confirm', {
        token: tokens.sign('newsletter-confirm', '1:1000'),
      });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('NEWSLETTER_LINK_EXPIRED');
      const otherPurpose = await client.post('/api/newsletter/confirm', {
        token: tokens.sign('newsletter-unsubscribe', '1'),
      });
      expect(otherPurpose.body.code).toBe('NEWSLETTER_LINK_INVALID');
      for (const body of [{}, { token: 42 }, { token: ['x'] }, { token: 'x', extra: 1 }]) {
        expect((await client.post('/api/newsletter/confirm', body)).status).toBe(400);
      }
    });
  });

  describe('issues', () => {
    it('previews an issue with its HTML escaped and its title as one line, and refuses bad input', async () => {
      const issue = await createIssue(
        'A <b>bold</b> November',
        'Hello **writers**, read [the brief](https://example.com/brief).\n\n<script>alert(1)</script> *soon*',
      );
      const preview = await admin.get(`/api/admin/newsletter/issues/${issue.id}/preview`);
      expect(preview.status).toBe(200);
      expect(preview.body.subject).toBe('A <b>bold</b> November');
      expect(preview.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(preview.body.html).not.toContain('<script>');
      expect(preview.body.html).toContain('<strong>writers</strong>');
      expect(preview.body.html).toMatch(/<a href="https:\/\/example.com\/brief"[^>]*>the brief<\/a>/);
      expect(preview.body.html).toContain('A &lt;b&gt;bold&lt;/b&gt; November');

      const bad: [string, object][] = [
        ['a long title', { title: 'x'.repeat(151), body: 'Text' }],
        ['CR/LF in the title', { title: 'Hello\r\nBcc: all@example.com', body: 'Text' }],
        ['a tab in the title', { title: 'Hello\tthere', body: 'Text' }],
        ['a blank title', { title: '   ', body: 'Text' }],
        ['a blank body', { title: 'Hello', body: ' \n ' }],
        ['a long body', { title: 'Hello', body: 'x'.repeat(20001) }],
        ['a number', { title: 42, body: 'Text' }],
        ['an unknown field', { title: 'Hello', body: 'Text', sentAt: '2026-01-01' }],
      ];
      for (const [name, body] of bad) {
        const response = await admin.post('/api/admin/newsletter/issues', body);
        expect([name, response.status]).toEqual([name, 400]);
        expect([name, (await admin.put(`/api/admin/newsletter/issues/${issue.id}`, body)).status]).toEqual([name, 400]);
      }
      expect((await admin.get('/api/admin/newsletter/issues/abc/preview')).status).toBe(400);
      expect((await admin.get('/api/admin/newsletter/issues/99999/preview')).body.code).toBe(
        'NEWSLETTER_ISSUE_NOT_FOUND',
      );
      expect((await admin.post('/api/admin/newsletter/issues/99999/send')).status).toBe(404);
    });

    it('sends a test to the editor only, marked as a test', async () => {
      const issue = await createIssue('Test drive', 'Only the editor should get this.');
      const response = await admin.post(`/api/admin/newsletter/issues/${issue.id}/test`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ sentTo: ADMIN.email });
      const mail = await waitForMail(t, { to: ADMIN.email, subject: /Test drive/ });
      expect(mail.subject).toBe('[Test] Test drive');
      expect(mail.text).toContain('Only the editor should get this.');
      expect(await t.sql('SELECT sent_at FROM newsletter_issues WHERE id = ?', [issue.id])).toEqual([
        { sent_at: null },
      ]);
    });

    it('reaches every confirmed subscriber once and nobody else, counts the delivery, and refuses a second send', async () => {
      await subscribeAndConfirm('first@example.com');
      await subscribeAndConfirm('second@example.com');
      await (await t.client()).post('/api/newsletter/subscribe', { email: 'pending@example.com' });
      await t.sql(
        "INSERT INTO newsletter_subscriptions (email, state, unsubscribed_at) VALUES (?, 'unsubscribed', now())",
        ['gone@example.com'],
      );
      const issue = await createIssue('November at the collective', 'Three briefs open this week.');

      const sent = await admin.post(`/api/admin/newsletter/issues/${issue.id}/send`);
      expect(sent.status).toBe(202);
      expect(sent.body.sentAt).toEqual(expect.any(String));
      const first = await waitForMail(t, { to: 'first@example.com', subject: /November at the collective/ });
      await waitForMail(t, { to: 'second@example.com', subject: /November at the collective/ });

      const again = await admin.post(`/api/admin/newsletter/issues/${issue.id}/send`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('NEWSLETTER_ISSUE_SENT');
      expect((await admin.put(`/api/admin/newsletter/issues/${issue.id}`, { title: 'x', body: 'y' })).status).toBe(409);

      // optin@example.com confirmed in the first test: four confirmed addresses, each once; no pending or gone one.
      const deadline = Date.now() + 10_000;
      let delivery = { queued: -1, sent: 0, failed: 0 };
      while (Date.now() < deadline) {
        const list = await admin.get('/api/admin/newsletter/issues');
        delivery = list.body.find((i: { id: number }) => i.id === issue.id).delivery;
        if (delivery.queued === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const confirmed = (
        await t.sql<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE state = 'confirmed'")
      ).map((r) => r.email);
      expect(delivery).toEqual({ queued: 0, sent: confirmed.length, failed: 0 });
      const issueMail = (await receivedMail(t)).filter((m) => m.subject === 'November at the collective');
      expect(issueMail.map((m) => m.to.replace(/.*<|>.*/g, '')).sort()).toEqual([...confirmed].sort());
      expect(confirmed).toEqual(expect.arrayContaining(['first@example.com', 'second@example.com']));

      // mailparser keeps List-Unsubscribe and List-Unsubscribe-Post under one `list` header.
      expect(first.headers.list).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
      expect(first.headers.list).toContain('List-Unsubscribe=One-Click');
      const audit = await t.sql<{ action: string; entity_id: string }>(
        "SELECT action, entity_id FROM audit_log WHERE entity_type = 'newsletter_issue'",
      );
      expect(audit).toEqual([{ action: 'newsletter_issue.send', entity_id: String(issue.id) }]);
    });

    it('refuses concurrent sends of one issue but one', async () => {
      const issue = await createIssue('Sent once', 'Only once.');
      const statuses = await Promise.all(
        Array.from({ length: 4 }, () => admin.post(`/api/admin/newsletter/issues/${issue.id}/send`)),
      );
      expect(statuses.map((r) => r.status).sort()).toEqual([202, 409, 409, 409]);
    });
  });

  describe('one-click unsubscribe', () => {
    it('unsubscribes without a session or CSRF token, idempotently, from the issue mail', async () => {
      const mail = await waitForMail(t, { to: 'first@example.com', subject: /November at the collective/ });
      const token = tokenIn(mail, '/api/newsletter/unsubscribe');
      const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      for (let i = 0; i < 2; i += 1) {
        const response = await request(t.server).post(url).type('form').send('List-Unsubscribe=One-Click');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: 'You have been unsubscribed from the newsletter.' });
      }
      expect(await stateOf('first@example.com')).toBe('unsubscribed');
      // The page's link names the same token.
      expect(tokenIn(mail, '/newsletter/unsubscribe')).toBe(token);

      const issue = await createIssue('December', 'After unsubscribing, nothing.');
      await admin.post(`/api/admin/newsletter/issues/${issue.id}/send`);
      await waitForMail(t, { to: 'second@example.com', subject: /^December$/ });
      expect(
        (await receivedMail(t)).filter((m) => m.to.includes('first@example.com') && m.subject === 'December'),
      ).toEqual([]);
    });

    it('refuses a forged or missing token with a clear 4xx', async () => {
      const forged = await request(t.server).post('/api/newsletter/unsubscribe?token=MQ.forged').send();
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('NEWSLETTER_LINK_INVALID');
      const tokens = t.app.get(SignedTokens);
      const confirmToken = tokens.sign('newsletter-confirm', '1:9999999999');
      const wrongPurpose = await request(t.server).post(`/api/newsletter/unsubscribe?token=${confirmToken}`).send();
      expect(wrongPurpose.body.code).toBe('NEWSLETTER_LINK_INVALID');
      expect((await request(t.server).post('/api/newsletter/unsubscribe').send()).status).toBe(400);
      expect(
        (
          await request(t.server)
            .post(`/api/newsletter/unsubscribe?token=${'a'.repeat(400)}`)
            .send()
        ).status,
      ).toBe(400);
      expect((await request(t.server).get('/api/newsletter/unsubscribe?token=x')).status).toBe(404);
    });
  });

  describe('subscribers', () => {
    it('lists subscriptions by state, paged, and refuses bad queries', async () => {
      const all = await admin.get('/api/admin/newsletter/subscribers?pageSize=2');
      expect(all.status).toBe(200);
      expect(all.body.items).toHaveLength(2);
      expect(all.body.total).toBeGreaterThan(4);
      const gone = await admin.get('/api/admin/newsletter/subscribers?state=unsubscribed');
      expect(gone.body.items.map((s: { email: string }) => s.email).sort()).toEqual([
        'first@example.com',
        'gone@example.com',
      ]);
      for (const query of ['state=all', 'page=0', 'pageSize=101', 'page=abc', 'state=pending&state=confirmed']) {
        expect([query, (await admin.get(`/api/admin/newsletter/subscribers?${query}`)).status]).toEqual([query, 400]);
      }
    });

    it('exports them as CSV with formula cells made text', async () => {
      await t.sql("INSERT INTO newsletter_subscriptions (email, state) VALUES (?, 'confirmed'), (?, 'confirmed')", [
        '=hyperlink@example.com',
        '+1@example.com',
      ]);
      const response = await admin.get('/api/admin/newsletter/subscribers/csv?state=confirmed');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers.csv"/);
      const lines = response.text.split('\r\n');
      expect(lines[0]).toBe('email,state,subscribed_at,confirmed_at,unsubscribed_at');
      expect(lines).toContainEqual(expect.stringMatching(/^"'=hyperlink@example.com","confirmed",/));
      expect(lines).toContainEqual(expect.stringMatching(/^"'\+1@example.com","confirmed",/));
      expect(lines).toContainEqual(expect.stringMatching(/^"second@example.com","confirmed",/));
      expect(response.text).not.toContain('pending@example.com');
      // A refusal is the usual JSON error, not a CSV attachment.
      const refused = await admin.get('/api/admin/newsletter/subscribers/csv?state=x');
      expect(refused.status).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    });
  });

  it('refuses every editor route to members (403) and visitors (401)', async () => {
    const member = await t.signIn(DEMO);
    const visitor = await t.client();
    const routes: [string, string][] = [
      ['get', '/api/admin/newsletter/issues'],
      ['post', '/api/admin/newsletter/issues'],
      ['put', '/api/admin/newsletter/issues/1'],
      ['get', '/api/admin/newsletter/issues/1/preview'],
      ['post', '/api/admin/newsletter/issues/1/test'],
      ['post', '/api/admin/newsletter/issues/1/send'],
      ['get', '/api/admin/newsletter/subscribers'],
      ['get', '/api/admin/newsletter/subscribers/csv'],
    ];
    for (const [method, url] of routes) {
      const body = { title: 'Member issue', body: 'Should not be stored' };
      const asMember =
        method === 'get'
          ? member.get(url)
          : (member as never as Record<string, (u: string, b: object) => ReturnType<TestClient['post']>>)[method]!(
              url,
              body,
            );
      const asVisitor =
        method === 'get'
          ? visitor.get(url)
          : (visitor as never as Record<string, (u: string, b: object) => ReturnType<TestClient['post']>>)[method]!(
              url,
              body,
            );
      expect([url, (await asMember).status]).toEqual([url, 403]);
      expect([url, (await asVisitor).status]).toEqual([url, 401]);
    }
    expect(await t.sql("SELECT id FROM newsletter_issues WHERE title = 'Member issue'")).toEqual([]);
  });

  it('queues a large send in batches of 500, each subscriber once', async () => {
    await t.sql("UPDATE newsletter_subscriptions SET state = 'unsubscribed' WHERE state <> 'unsubscribed'");
    // An address stored before double opt-in that the outbox cannot send to is skipped, not a failed batch.
    await t.sql(`INSERT INTO newsletter_subscriptions (email, state, confirmed_at) VALUES (?, 'confirmed', now())`, [
      'odd one@example.com',
    ]);
    await t.sql(
      `INSERT INTO newsletter_subscriptions (email, state, confirmed_at)
       SELECT 'bulk' || n || '@example.com', 'confirmed', now() - interval '1 minute' FROM generate_series(1, 501) AS n`,
    );
    const issue = await createIssue('Bulk issue', 'To everyone, in batches.');
    expect((await admin.post(`/api/admin/newsletter/issues/${issue.id}/send`)).status).toBe(202);
    const deadline = Date.now() + 30_000;
    let queued = 0;
    while (Date.now() < deadline) {
      const [row] = await t.sql<{ n: string; distinct_to: string }>(
        'SELECT count(*) AS n, count(DISTINCT to_address) AS distinct_to FROM mail_message WHERE campaign = ?',
        [`newsletter:${issue.id}`],
      );
      queued = Number(row!.n);
      if (queued >= 501) {
        expect(row!.distinct_to).toBe('501');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(queued).toBe(501);
    // No more batches are queued once the last one ran short.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.sql("SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'newsletter.send-batch'")).toEqual(
      [],
    );
  }, 60_000);
});
