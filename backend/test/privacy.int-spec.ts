import type { PersonalData } from '../src/shared/application/personal-data';
import { PERSONAL_DATA_SOURCES } from '../src/modules/privacy/application/personal-data-sources';
import { waitForMail } from './support/mailbox';
import {
  aMemberWithDataEverywhere,
  userReferences,
  whereMentioned,
  type MemberWithData,
} from './support/personal-data';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/**
 * The development mailbox stands in for the recipients' inboxes (in production the mail leaves for SMTP): the
 * confirmation of a deletion is there, as it is in the member's own inbox.
 */
const INBOXES = ['dev_mailbox_message'];

/** Columns that point at the editor who did something, never at a member (admins cannot be deleted). */
const EDITORS_ONLY = [
  'applications.decided_by',
  'newsletter_issues.created_by',
  'newsletter_issues.sent_by',
  // D22: only editors write comments on passages (members reply to them and resolve them).
  'review_comments.author_id',
];

/**
 * "Your data" (D19, GDPR articles 15, 17 and 20) on real PostgreSQL, with two members who have rows in every
 * table that can hold something about a member: the export holds all of one's and none of the other's; deleting
 * one erases every mention of their name, address and username from every text column of every table, keeps the
 * money totals, and leaves the other untouched; an editor's delete goes the same way; refusals change nothing.
 */
describe('privacy: Your data', () => {
  let t: TestApp;
  let alpha: MemberWithData;
  let bravo: MemberWithData;

  beforeAll(async () => {
    t = await startTestApp();
    alpha = await aMemberWithDataEverywhere(t, 'Alpha');
    bravo = await aMemberWithDataEverywhere(t, 'Bravo');
  });
  afterAll(() => t.close());

  const sources = () => t.app.get<readonly PersonalData[]>(PERSONAL_DATA_SOURCES);
  const declared = () =>
    sources().flatMap((source) =>
      Object.entries(source.tables).flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`)),
    );

  async function exportOf(client: TestClient) {
    const response = await client
      .get('/api/account/export')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    return { response, text: response.body as string };
  }

  /** The export's tables, whichever module's section they are in. */
  const tablesOf = (text: string): Record<string, Record<string, unknown>[]> =>
    Object.assign({}, ...Object.values((JSON.parse(text) as { sections: object }).sections));

  /** What a refused request must leave as it was. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [
          'users',
          'session',
          'applications',
          'assignments',
          'payouts',
          'billing_subscriptions',
          'audit_log',
          'writing_drafts',
          'newsletter_subscriptions',
        ]
          .map((table) => t.sql(`SELECT * FROM "${table}" ORDER BY 1`))
          // Who each message is for, not how far its delivery has got: the job workers send while the test runs.
          .concat(t.sql('SELECT id, kind, event_key, user_id, to_address, to_name FROM mail_message ORDER BY 1')),
      ),
    );

  const moneyTotals = async () =>
    t.sql(`SELECT (SELECT sum(amount_cents) FROM payouts) AS paid_out,
                  (SELECT sum(amount_cents) FROM payouts WHERE status = 'completed') AS completed,
                  (SELECT count(*) FROM payouts) AS payouts,
                  (SELECT count(*) FROM assignments WHERE status = 'completed') AS completed_work,
                  (SELECT sum(pay_rate_cents * word_count) FROM assignments WHERE status = 'completed') AS work_value`);

  it("covers every column of the database that references users (a new one fails here until its module's PersonalData names it)", async () => {
    const covered = new Set(declared());
    expect((await userReferences(t)).filter((reference) => !covered.has(reference))).toEqual([]);
  });

  it("downloads one JSON file with every table's rows of the member and none of another member's", async () => {
    const { response, text } = await exportOf(alpha.client);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="penwright-data-oq_alpha-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // Written as it is read: sent in chunks, its length unknown when the answer starts.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const file = JSON.parse(text) as { member: { id: number }; sections: Record<string, unknown> };
    expect(file.member.id).toBe(alpha.id);
    const tables = tablesOf(text);

    // Every table that references a member, and those that find them another way, hold the member's rows.
    const memberTables = new Set(
      [...(await userReferences(t)), ...declared()]
        .filter((reference) => !EDITORS_ONLY.includes(reference))
        .map((reference) => reference.split('.')[0]),
    );
    expect([...memberTables].filter((table) => !(tables[table]?.length > 0))).toEqual([]);
    // ...all of them: as many as the database holds for the member, column by column.
    for (const reference of await userReferences(t)) {
      if (EDITORS_ONLY.includes(reference)) continue;
      const [table, column] = reference.split('.');
      const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = ?`, [
        alpha.id,
      ]);
      expect({ reference, exported: tables[table].length >= n }).toEqual({ reference, exported: true });
    }
    expect(tables.users).toEqual([expect.objectContaining({ id: alpha.id, email: alpha.who.email })]);
    expect(tables.assignment_submissions).toHaveLength(2);
    expect(tables.session.length).toBeGreaterThan(0);

    // Nothing of the other member, and no secret.
    expect(bravo.identifiers.filter((identifier) => text.toLowerCase().includes(identifier.toLowerCase()))).toEqual([]);
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) {
        for (const column of ['user_id', 'assigned_user_id', 'requested_by_user_id']) {
          if (column in row) expect({ table, [column]: row[column] }).not.toEqual({ table, [column]: bravo.id });
        }
      }
    }
    expect(text).not.toMatch(/password_hash|token_hash|"sid"/);
    const [{ hash }] = await t.sql<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = ?', [
      alpha.id,
    ]);
    expect(text).not.toContain(hash);
  });

  it('limits downloads to 5 an hour per member: the next answers 429 with the wait, and the others still download', async () => {
    const member = await aMemberWithDataEverywhere(t, 'Charlie');
    for (let i = 0; i < 5; i += 1) expect((await exportOf(member.client)).response.status).toBe(200);
    const { response, text } = await exportOf(member.client);
    expect(response.status).toBe(429);
    expect(JSON.parse(text)).toEqual({
      statusCode: 429,
      code: 'DATA_EXPORT_RATE_LIMITED',
      message: expect.stringMatching(
        /^You have downloaded your data several times in the last hour\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect((await exportOf(bravo.client)).response.status).toBe(200);
  });

  it('refuses bad input with a clear 400 and a wrong password with 403, and changes nothing', async () => {
    const before = await snapshot();
    for (const body of [
      {},
      { password: '' },
      { password: 42 },
      { password: 'x'.repeat(201) },
      { password: alpha.who.password, code: 'not a code!' },
      { password: alpha.who.password, extra: true },
    ]) {
      const response = await alpha.client.post('/api/account/delete', body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await alpha.client.post('/api/account/delete', { password: 'not-my-password' })).body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Your current password is incorrect',
    });
    expect(await snapshot()).toBe(before);
    expect((await alpha.client.get('/api/user')).status).toBe(200);
  });

  it('refuses to delete an administrator, even with the right password, and changes nothing', async () => {
    const admin = await t.signIn(ADMIN);
    const before = await snapshot();
    expect((await admin.post('/api/account/delete', { password: ADMIN.password })).body).toEqual({
      statusCode: 409,
      code: 'ADMIN_CANNOT_BE_DELETED',
      message: 'Administrators cannot be deleted. Remove their admin privileges first.',
    });
    expect(await snapshot()).toBe(before);
  });

  it('limits attempts to delete: after 5 wrong passwords even the right one answers 429, and nothing changes', async () => {
    const member = await aMemberWithDataEverywhere(t, 'Delta');
    const before = await snapshot();
    for (let i = 0; i < 5; i += 1) {
      expect((await member.client.post('/api/account/delete', { password: `guess-${i}` })).status).toBe(400);
    }
    const limited = await member.client.post('/api/account/delete', { password: member.who.password });
    expect([limited.status, limited.body.code]).toEqual([429, 'ACCOUNT_DELETION_RATE_LIMITED']);
    expect(await snapshot()).toBe(before);
  });

  it('deletes the account: subscription cancelled, personal data gone from every table, money kept, signed out, mailed, audited', async () => {
    const money = await moneyTotals();
    expect((await whereMentioned(t, alpha.identifiers, INBOXES)).length).toBeGreaterThan(10);
    const [subscription] = await t.sql<{ subscription_id: string }>(
      'SELECT subscription_id FROM billing_subscriptions WHERE user_id = ?',
      [alpha.id],
    );

    const response = await alpha.client.post('/api/account/delete', { password: alpha.who.password, code: '123456' });
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/penwright\.sid=;/);

    const mail = await waitForMail(t, { to: alpha.who.email, subject: /your account has been deleted/ });
    expect(mail.text).toContain('As you asked');
    // The outbox forgets the address once the message is delivered.
    await waitFor(async () => {
      const [row] = await t.sql<{ state: string; to_address: string }>(
        "SELECT state, to_address FROM mail_message WHERE kind = 'identity.account-deleted' AND event_key = ?",
        [`identity.account-deleted:${alpha.id}`],
      );
      return row?.state === 'sent' && row.to_address === 'erased';
    });

    expect(await whereMentioned(t, alpha.identifiers, INBOXES)).toEqual([]);
    expect(await moneyTotals()).toEqual(money);
    expect(await t.sql('SELECT id FROM users WHERE id = ?', [alpha.id])).toEqual([]);
    expect(
      await t.sql("SELECT sid FROM session WHERE (sess -> 'passport' ->> 'user') = ?", [String(alpha.id)]),
    ).toEqual([]);
    expect(
      await t.sql<{ status: string }>('SELECT status FROM billing_sandbox_subscriptions WHERE id = ?', [
        subscription.subscription_id,
      ]),
    ).toEqual([{ status: 'canceled' }]);
    // Paid work and payouts stay, unowned.
    expect(
      await t.sql(
        "SELECT count(*)::int AS n FROM payouts WHERE assignment_title = 'Salt marsh Alpha' AND user_id IS NULL",
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await t.sql("SELECT assigned_user_id FROM assignments WHERE title = 'Salt marsh Alpha' AND status = 'completed'"),
    ).toEqual([{ assigned_user_id: null }]);
    const [entry] = await t.sql<{ actor_id: number | null; before: Record<string, unknown> }>(
      "SELECT actor_id, before FROM audit_log WHERE action = 'user.delete' AND entity_id = ?",
      [String(alpha.id)],
    );
    expect(entry).toMatchObject({
      actor_id: null,
      before: { deletedBy: 'member', cancelledSubscription: { subscriptionId: subscription.subscription_id } },
    });

    expect((await alpha.client.get('/api/user')).status).toBe(401);
    const again = await (await t.client()).post('/api/login', { email: alpha.who.email, password: alpha.who.password });
    expect(again.status).toBe(401);
    // The other member is untouched.
    expect((await whereMentioned(t, bravo.identifiers, INBOXES)).length).toBeGreaterThan(10);
    expect((await bravo.client.get('/api/user')).status).toBe(200);
  });

  it('deletes through the same use case when an editor deletes a member in the console', async () => {
    const admin = await t.signIn(ADMIN);
    const money = await moneyTotals();
    const response = await admin.delete(`/api/admin/users/${bravo.id}`);
    expect(response.status).toBe(204);
    const mail = await waitForMail(t, { to: bravo.who.email, subject: /your account has been deleted/ });
    expect(mail.text).toContain('An editor of');
    await waitFor(async () => {
      const [row] = await t.sql<{ to_address: string }>('SELECT to_address FROM mail_message WHERE event_key = ?', [
        `identity.account-deleted:${bravo.id}`,
      ]);
      return row?.to_address === 'erased';
    });
    expect(await whereMentioned(t, bravo.identifiers, INBOXES)).toEqual([]);
    expect(await moneyTotals()).toEqual(money);
    const [entry] = await t.sql<{ actor_id: number; before: Record<string, unknown> }>(
      "SELECT actor_id, before FROM audit_log WHERE action = 'user.delete' AND entity_id = ?",
      [String(bravo.id)],
    );
    expect(entry.actor_id).toEqual(expect.any(Number));
    expect(entry.before).toMatchObject({ deletedBy: 'editor' });
    expect((await bravo.client.get('/api/user')).status).toBe(401);
  });

  it('erases the names and addresses the account had before: a changed username, an address an editor replaced', async () => {
    const echo = await aMemberWithDataEverywhere(t, 'Echo');
    const { firstName, lastName } = echo.who;
    const renamed = await echo.client.patch('/api/account/profile', {
      firstName,
      lastName,
      username: 'oq_echo_renamed',
    });
    expect(renamed.status).toBe(200);
    const admin = await t.signIn(ADMIN);
    const moved = await admin.patch(`/api/admin/users/${echo.id}`, { email: 'ottoline.echo.new@penwright.test' });
    expect(moved.status).toBe(200);
    // The old address is told, and that message is the member's, not the address's next holder's.
    const [told] = await t.sql<{ user_id: number }>(
      "SELECT user_id FROM mail_message WHERE kind = 'identity.email-changed' AND lower(to_address) = ?",
      [echo.who.email],
    );
    expect(told?.user_id).toBe(echo.id);
    const before = ['oq_echo_renamed', 'ottoline.echo.new@penwright.test', ...echo.identifiers];
    expect((await whereMentioned(t, before, INBOXES)).length).toBeGreaterThan(5);

    const deleted = await admin.delete(`/api/admin/users/${echo.id}`);
    expect(deleted.status).toBe(204);
    // A newsletter subscription belongs to an address, not to an account (anyone may subscribe one): the old
    // address's stays until its holder unsubscribes. Everything else that named the member is gone.
    expect(await whereMentioned(t, before, [...INBOXES, 'newsletter_subscriptions'])).toEqual([]);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
