import { UserAccounts } from '../src/modules/identity/application/user-accounts';
import { anAssignment } from './support/assignment-helpers';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';
import { enableTotp } from './support/two-factor';

interface Credentials {
  email: string;
  password: string;
}

interface Member extends Credentials {
  id: number;
  username: string;
}

const ITEM_FIELDS = [
  'activeAssignments',
  'applicationStatus',
  'createdAt',
  'email',
  'firstName',
  'id',
  'isActive',
  'isAdmin',
  'lastName',
  'subscriptionStatus',
  'subscriptionTier',
  'username',
];
const MEMBER_PASSWORD = 'quill-and-ink-2026';

/** `GET|PATCH|DELETE /api/admin/users` (spec sections 2 and 5, D10): the Users tab and `/admin/user/{id}`. */
describe('admin: users', () => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let members = 0;
  let addresses = 0;

  /** Each sign-in from its own address (TRUST_PROXY), so the per-address sign-in limit is never what answers. */
  async function attemptSignIn({ email, password }: Credentials) {
    const client = await t.client();
    addresses += 1;
    const response = await client
      .post('/api/login', { email, password })
      .set('X-Forwarded-For', `10.88.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`);
    return { client, response };
  }

  async function signIn(credentials: Credentials): Promise<TestClient> {
    const { client, response } = await attemptSignIn(credentials);
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    if (response.body.secondFactorRequired) await t.passSecondFactor(client, credentials.email);
    return client;
  }

  /** A complimentary member (no payment-provider subscription), made through identity's own service. */
  async function aMember(name = 'Ada Writer'): Promise<Member> {
    members += 1;
    const [firstName, lastName] = name.split(' ');
    const email = `member${members}@penwright.test`;
    const username = `member${members}`;
    const user = await t.inRequestScope(() =>
      t.app
        .get(UserAccounts)
        .createMember(
          { firstName, lastName, email, username, password: MEMBER_PASSWORD },
          { stripeSubscriptionId: null, subscriptionStatus: 'active', subscriptionTier: 'writer' },
        ),
    );
    return { id: user.id, email, username, password: MEMBER_PASSWORD };
  }

  const sessionsOf = async (userId: number) =>
    (
      await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM session WHERE sess -> 'passport' ->> 'user' = ?", [
        String(userId),
      ])
    )[0].n;

  const auditOf = (userId: number) =>
    t.sql<{ actor_id: number; action: string; before: unknown; after: unknown }>(
      "SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = ? ORDER BY id",
      [String(userId)],
    );

  /** Every row an admin user call may write, to prove a refusal wrote nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await t.sql('SELECT * FROM users ORDER BY id'),
      await t.sql('SELECT sid FROM session ORDER BY sid'),
      await t.sql('SELECT * FROM audit_log ORDER BY id'),
      await t.sql('SELECT id, status, assigned_user_id FROM assignments ORDER BY id'),
    ]);

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await signIn(ADMIN);
    adminId = (await admin.get('/api/user')).body.id;
  });
  afterAll(() => t.close());

  describe('GET /api/admin/users', () => {
    const list = (query: Record<string, string | number>) =>
      admin.get(`/api/admin/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
    const emails = (body: { items: { email: string }[] }) => body.items.map((item) => item.email).sort();

    beforeAll(async () => {
      const names = ['Nora 50%_off', 'Nora 500 off', 'Ana_Maria Quill', 'AnaXMaria Quill', 'Idle Reader'];
      for (const name of names) await aMember(name);
      await t.sql("UPDATE users SET is_active = false WHERE first_name = 'Idle'");
    });

    it('pages through every account exactly once, newest first, with the total and no secrets', async () => {
      const expected = await t.sql<{ id: number }>('SELECT id FROM users ORDER BY created_at DESC, id DESC');
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const response = await list({ page, pageSize: 3 });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ total: expected.length, page, pageSize: 3 });
        for (const item of response.body.items) expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
        seen.push(...response.body.items.map((item: { id: number }) => item.id));
      }
      expect(seen).toEqual(expected.map((row) => row.id));
      expect(JSON.stringify((await list({ pageSize: 100 })).body)).not.toMatch(/argon2|passwordHash|stripe/i);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const total = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0].n;
      expect((await list({ page: 40, pageSize: 10 })).body).toEqual({ items: [], total, page: 40, pageSize: 10 });
    });

    it.each([
      ['a username in another case, with spaces around', '  MEMBER4 ', ['member4@penwright.test']],
      ['part of an e-mail', 'r2@penwright', ['member2@penwright.test']],
      ['a first and last name together', 'ana_maria quill', ['member3@penwright.test']],
      ['a % literally', '50%', ['member1@penwright.test']],
      ['a first name', 'rosa', [APPROVED_DEMO.email]],
    ])('finds by %s', async (_label, search, expected) => {
      const response = await list({ search });
      expect(response.status).toBe(200);
      expect(emails(response.body)).toEqual(expected);
      expect(response.body.total).toBe(expected.length);
    });

    it('offers with assignable=true only members who may take work (D2 step 6), with their application status', async () => {
      /** A complimentary member with an application in `status` (or none), and a subscription as given. */
      const candidate = async (name: string, status: string | null, subscription: 'active' | 'inactive') => {
        const member = await aMember(name);
        await t.sql('UPDATE users SET subscription_status = ? WHERE id = ?', [subscription, member.id]);
        if (status)
          await t.sql(
            `INSERT INTO applications (user_id, status, decided_at) VALUES (?, ?, CASE WHEN ? THEN now() END)`,
            [member.id, status, ['approved', 'rejected'].includes(status)],
          );
        return member;
      };
      const ready = await candidate('Pia Eligible', 'approved', 'active');
      const unsubscribed = await candidate('Pia Unsubscribed', 'approved', 'inactive');
      const waiting = await candidate('Pia Pending', 'pending', 'active');
      await candidate('Pia Neverapplied', null, 'active');
      // A free trial counts while it runs: this one ended yesterday at the provider.
      const lapsed = await candidate('Pia Lapsedtrial', 'approved', 'active');
      await t.sql(
        `INSERT INTO billing_subscriptions (provider, subscription_id, customer_id, tier, email, intent_kind, intent_id,
           user_id, provider_status, trial_end)
         VALUES ('sandbox', 'sub_lapsed_trial', 'cus_lapsed_trial', 'free_trial', ?, 'setup', 'seti_lapsed', ?,
           'trialing', now() - interval '1 day')`,
        [lapsed.email, lapsed.id],
      );

      // Eligible, but holding as much work as D9's claim limit allows: another accept would be refused.
      const full = await candidate('Pia Fullhands', 'approved', 'active');
      await t.sql(
        `INSERT INTO assignments (title, description, word_count, pay_rate_cents, is_per_word, deadline, status,
           assigned_user_id, accepted_at)
         SELECT 'Held brief ' || n, 'A brief the member holds.', 500, 5000, false, now() + interval '7 days',
           'in_progress', ?, now()
         FROM generate_series(1, 3) AS n`,
        [full.id],
      );
      const holding = await t.sql('SELECT count(*)::int AS n FROM assignments WHERE assigned_user_id = ?', [full.id]);
      expect(holding).toEqual([{ n: 3 }]);

      const response = await list({ assignable: 'true', search: 'pia' });
      expect(response.status).toBe(200);
      expect(emails(response.body)).toEqual([ready.email]);
      expect(response.body.total).toBe(1);
      expect(response.body.items[0]).toMatchObject({
        applicationStatus: 'approved',
        subscriptionTier: 'writer',
        activeAssignments: 0,
      });
      // The Users tab says nothing of held work.
      expect((await list({ search: ready.username })).body.items[0].activeAssignments).toBeNull();
      for (const refused of [unsubscribed, waiting, lapsed, full])
        expect(emails((await list({ assignable: 'false', search: refused.username })).body)).toEqual([refused.email]);

      // The seeded approved member pays through the provider and may take work; the other demo member may not yet.
      const all = await list({ assignable: 'true', pageSize: 100 });
      expect(emails(all.body)).toContain(APPROVED_DEMO.email);
      expect(emails(all.body)).not.toContain(DEMO.email);
      expect(emails(all.body)).not.toContain(ADMIN.email);
      expect(emails(all.body)).not.toContain('member5@penwright.test');
      // Paged after the rule is applied: the total counts only those who may take work, and the pages cover them.
      const first = await list({ assignable: 'true', pageSize: 1, page: 1 });
      const second = await list({ assignable: 'true', pageSize: 1, page: 2 });
      expect(first.body.total).toBe(all.body.total);
      expect([...emails(first.body), ...emails(second.body)]).toHaveLength(Math.min(2, all.body.total));
    });

    it('shows each user with their application status (the Users tab column)', async () => {
      const body = (await list({ pageSize: 100 })).body as { items: { email: string; applicationStatus: unknown }[] };
      const statusOf = (email: string) => body.items.find((item) => item.email === email)?.applicationStatus;
      const [{ status }] = await t.sql<{ status: string }>(
        'SELECT a.status FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.superseded_at IS NULL',
        [APPROVED_DEMO.email],
      );
      expect(statusOf(APPROVED_DEMO.email)).toBe(status);
      expect(statusOf(ADMIN.email)).toBeNull();
    });

    it.each([
      ['page=0', 'page must be an integer from 1 to 1000000'],
      ['pageSize=101', 'pageSize must be an integer from 1 to 100'],
      ['page=2.5', 'page must be an integer from 1 to 1000000'],
      ['assignable=yes', 'assignable must be true or false'],
      ['assignable=true&assignable=false', 'assignable must be true or false'],
      ['search=', 'search must be 1 to 100 characters'],
      [`search=${'a'.repeat(101)}`, 'search must be 1 to 100 characters'],
      ['role=admin', 'property role should not exist'],
    ])('refuses %s with a 400 naming the problem', async (query, message) => {
      const response = await admin.get(`/api/admin/users?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });
  });

  describe('GET /api/admin/users/{id}/record', () => {
    it('answers 401 to visitors, 403 to members, 404 for a missing user and 400 for an id that is not one', async () => {
      expect((await (await t.client()).get('/api/admin/users/1/record')).status).toBe(401);
      expect((await (await t.signIn(DEMO)).get('/api/admin/users/1/record')).status).toBe(403);
      expect((await admin.get('/api/admin/users/999999/record')).body).toEqual({
        statusCode: 404,
        code: 'USER_NOT_FOUND',
        message: 'User Not Found',
      });
      expect((await admin.get('/api/admin/users/abc/record')).status).toBe(400);
    });

    it("answers the member's application, quiz attempts, subscription, work and earnings", async () => {
      const [rosa] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
      const response = await admin.get(`/api/admin/users/${rosa.id}/record`);
      expect(response.status).toBe(200);
      const record = response.body;
      const [application] = await t.sql<{ status: string; decision_note: string | null }>(
        'SELECT status, decision_note FROM applications WHERE user_id = ? AND superseded_at IS NULL',
        [rosa.id],
      );
      expect(record.application).toMatchObject({
        status: application.status,
        decisionNote: application.decision_note,
        answers: expect.objectContaining({ writingTypes: expect.any(Array) }),
      });
      const attempts = await t.sql<{ id: number }>(
        'SELECT id FROM quiz_attempts WHERE user_id = ? ORDER BY started_at',
        [rosa.id],
      );
      expect(record.quizAttempts.map((attempt: { id: number }) => attempt.id)).toEqual(attempts.map((row) => row.id));
      expect(record.subscription).toMatchObject({ status: 'active', tierName: expect.any(String) });

      const work = await t.sql<{ id: number; status: string }>(
        'SELECT id, status FROM assignments WHERE assigned_user_id = ? ORDER BY id',
        [rosa.id],
      );
      const listed = [...record.assignments].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
      expect(listed.map(({ id, status }: { id: number; status: string }) => ({ id, status }))).toEqual(work);
      const completed = record.assignments.find((item: { status: string }) => item.status === 'completed');
      expect(completed.payout).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), status: expect.any(String) });

      const [sums] = await t.sql<{ total: number; pending: number; completed: number }>(
        `SELECT coalesce(sum(amount_cents), 0)::int AS total,
                coalesce(sum(amount_cents) FILTER (WHERE status IN ('pending', 'processing')), 0)::int AS pending,
                coalesce(sum(amount_cents) FILTER (WHERE status = 'completed'), 0)::int AS completed
         FROM payouts WHERE user_id = ?`,
        [rosa.id],
      );
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      expect({
        total: cents(record.earnings.total),
        pending: cents(record.earnings.pending),
        completed: cents(record.earnings.completed),
      }).toEqual(sums);
      expect(sums.pending).toBeGreaterThan(0);
    });

    it('answers a member who never applied or subscribed with empty sections', async () => {
      const ada = await aMember('Ada Newcomer');
      expect((await admin.get(`/api/admin/users/${ada.id}/record`)).body).toEqual({
        application: null,
        quizAttempts: [],
        subscription: null,
        assignments: [],
        earnings: { total: '0.00', pending: '0.00', completed: '0.00' },
      });
    });
  });

  describe('GET /api/admin/users/{id}', () => {
    it("answers the edit page's user, with whether the payment provider manages the subscription", async () => {
      const ada = await aMember();
      const response = await admin.get(`/api/admin/users/${ada.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ada.id, email: ada.email, hasProviderSubscription: false });
      const fields = ITEM_FIELDS.filter((field) => field !== 'applicationStatus' && field !== 'activeAssignments');
      expect(Object.keys(response.body).sort()).toEqual([...fields, 'hasProviderSubscription'].sort());
      const [rosa] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
      expect((await admin.get(`/api/admin/users/${rosa.id}`)).body.hasProviderSubscription).toBe(true);
    });

    it("answers 404 'User Not Found' for a missing user and 400 for an id that is not one", async () => {
      expect((await admin.get('/api/admin/users/999999')).body).toEqual({
        statusCode: 404,
        code: 'USER_NOT_FOUND',
        message: 'User Not Found',
      });
      for (const id of ['0', '-1', 'abc', '1e3', '99999999999999999999']) {
        const response = await admin.get(`/api/admin/users/${id}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('User id must be a positive whole number');
      }
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    const edit = (id: number, body: object | string, client = admin) => client.patch(`/api/admin/users/${id}`, body);

    it('changes the fields sent, trimmed, the e-mail lowercased; audits the changed fields before and after', async () => {
      const ada = await aMember();
      const response = await edit(ada.id, {
        firstName: '  Adaline ',
        email: ' Adaline.Writer@Example.com ',
        username: 'adaline',
        subscriptionTier: 'professional',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: ada.id,
        firstName: 'Adaline',
        lastName: 'Writer',
        email: 'adaline.writer@example.com',
        username: 'adaline',
        subscriptionTier: 'professional',
        hasProviderSubscription: false,
      });
      expect(await auditOf(ada.id)).toEqual([
        {
          actor_id: adminId,
          action: 'user.update',
          before: { firstName: 'Ada', email: ada.email, username: ada.username, subscriptionTier: 'writer' },
          after: {
            firstName: 'Adaline',
            email: 'adaline.writer@example.com',
            username: 'adaline',
            subscriptionTier: 'professional',
          },
        },
      ]);
    });

    it('writes nothing, not even an audit entry, when the form sends every field unchanged', async () => {
      const ada = await aMember();
      const current = (await admin.get(`/api/admin/users/${ada.id}`)).body;
      const before = await snapshot();
      const { firstName, lastName, email, username, subscriptionStatus, subscriptionTier, isAdmin, isActive } = current;
      const body = { firstName, lastName, email, username, subscriptionStatus, subscriptionTier, isAdmin, isActive };
      const response = await edit(ada.id, { ...body, newPassword: '   ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(current);
      expect(await snapshot()).toBe(before);
    });

    it('answers 409 with a clear message for a taken e-mail or username (any case), and writes nothing', async () => {
      const ada = await aMember();
      const before = await snapshot();
      const taken = [
        [{ email: ` ${DEMO.email.toUpperCase()}` }, 'EMAIL_TAKEN', 'An account with this email already exists'],
        [{ username: 'DemoWriter' }, 'USERNAME_TAKEN', 'This username is already taken'],
        [
          { firstName: 'Changed', username: 'ADMIN', newPassword: 'a-new-password' },
          'USERNAME_TAKEN',
          'This username is already taken',
        ],
      ] as const;
      for (const [body, code, message] of taken) {
        expect((await edit(ada.id, body)).body).toEqual({ statusCode: 409, code, message });
      }
      expect(await snapshot()).toBe(before);
    });

    it('keeps the subscription of a member who pays through the provider read-only (D10)', async () => {
      const [rosa] = await t.sql<{ id: number; subscription_tier: string }>(
        'SELECT id, subscription_tier FROM users WHERE email = ?',
        [APPROVED_DEMO.email],
      );
      const before = await snapshot();
      for (const body of [
        { subscriptionTier: 'writer' },
        { subscriptionStatus: 'canceled' },
        { subscriptionTier: null },
      ]) {
        const response = await edit(rosa.id, body);
        expect(response.status).toBe(409);
        expect(response.body.message).toBe(
          "This member's subscription status and tier come from the payment provider and cannot be edited here",
        );
      }
      expect(await snapshot()).toBe(before);
      // The form sends the fields unchanged with the rest: that is no change to them.
      const unchanged = await edit(rosa.id, { subscriptionTier: rosa.subscription_tier, lastName: 'Lindqvist-Berg' });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toMatchObject({ lastName: 'Lindqvist-Berg', hasProviderSubscription: true });
    });

    it('refuses an admin deactivating or demoting their own account, and lets them demote another admin', async () => {
      const before = await snapshot();
      expect((await edit(adminId, { isActive: false })).body).toEqual({
        statusCode: 409,
        code: 'ADMIN_CANNOT_CHANGE_SELF',
        message: 'You cannot deactivate your own account; another administrator can.',
      });
      expect((await edit(adminId, { isAdmin: false, firstName: 'Ex' })).body).toEqual({
        statusCode: 409,
        code: 'ADMIN_CANNOT_CHANGE_SELF',
        message: 'You cannot remove your own admin privileges; another administrator can.',
      });
      expect(await snapshot()).toBe(before);

      const editor = await aMember('Second Editor');
      expect((await edit(editor.id, { isAdmin: true })).body).toMatchObject({ isAdmin: true });
      expect((await edit(editor.id, { isAdmin: false })).body).toMatchObject({ isAdmin: false });
    });

    it('of two admins demoting each other at the same moment, one wins and an admin remains', async () => {
      const other = await aMember('Third Editor');
      await edit(other.id, { isAdmin: true });
      const otherAdmin = await signIn(other);
      await enableTotp(otherAdmin, other.password); // admins need a second factor (D19)
      const [mine, theirs] = await Promise.all([
        edit(other.id, { isAdmin: false }),
        edit(adminId, { isAdmin: false }, otherAdmin),
      ]);
      expect([mine.status, theirs.status].sort()).toEqual([200, 403]);
      const admins = await t.sql<{ id: number }>('SELECT id FROM users WHERE is_admin AND id IN (?, ?)', [
        adminId,
        other.id,
      ]);
      expect(admins).toHaveLength(1);
      // Whoever lost their role is no admin on the next request.
      const demoted = admins[0].id === adminId ? otherAdmin : admin;
      expect((await demoted.get('/api/admin/users')).status).toBe(403);
      if (admins[0].id !== adminId) {
        await t.sql('UPDATE users SET is_admin = true WHERE id = ?', [adminId]);
      }
    });

    it.each([
      ['a blank first name', { firstName: '   ' }, 'First name is required'],
      ['a null last name', { lastName: null }, 'Last name is required'],
      ['a first name too long', { firstName: 'x'.repeat(101) }, 'First name must be less than 100 characters'],
      ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['a null e-mail', { email: null }, 'Please enter a valid email address'],
      ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['a long username', { username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
      [
        'a username with spaces',
        { username: 'ada writer' },
        'Username may only contain letters, numbers, dots, dashes and underscores',
      ],
      [
        'an unknown status',
        { subscriptionStatus: 'paused' },
        'subscriptionStatus must be one of active, inactive, canceled, incomplete',
      ],
      [
        'an unknown tier',
        { subscriptionTier: 'gold' },
        'subscriptionTier must be null or one of free_trial, writer, professional, editorial_partner, admin',
      ],
      ['isActive as text', { isActive: 'false' }, 'isActive must be true or false'],
      ['isAdmin as a number', { isAdmin: 1 }, 'isAdmin must be true or false'],
      ['isActive null', { isActive: null }, 'isActive must be true or false'],
      ['a short new password', { newPassword: '12345' }, 'Password must be at least 6 characters'],
      ['a new password as a number', { newPassword: 123456 }, 'Password must be at least 6 characters'],
      [
        'a password hash',
        { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' },
        'property passwordHash should not exist',
      ],
      ['an id', { id: 1 }, 'property id should not exist'],
      [
        'a provider subscription id',
        { stripeSubscriptionId: 'sub_1' },
        'property stripeSubscriptionId should not exist',
      ],
      ['an array', [{ firstName: 'Ada' }], 'property 0 should not exist'],
    ])('refuses %s with a 400 and writes nothing', async (_label, body, message) => {
      const ada = await aMember();
      const before = await snapshot();
      const response = await edit(ada.id, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect(await snapshot()).toBe(before);
    });

    it('refuses malformed JSON, a missing user and ids that are not ids, writing nothing', async () => {
      const before = await snapshot();
      expect((await edit(2, '{"firstName":')).status).toBe(400);
      expect((await edit(999999, { firstName: 'Nobody' })).body).toEqual({
        statusCode: 404,
        code: 'USER_NOT_FOUND',
        message: 'User Not Found',
      });
      for (const id of ['0', '2147483648', '99999999999999999999', 'abc']) {
        expect((await admin.patch(`/api/admin/users/${id}`, { firstName: 'X' })).status).toBe(400);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('deactivation (D10)', () => {
    it("ends the member's open sessions at once and refuses their sign-in; reactivation lets them in again", async () => {
      const ada = await aMember();
      const laptop = await signIn(ada);
      const phone = await signIn(ada);
      expect((await laptop.get('/api/user')).status).toBe(200);
      expect(await sessionsOf(ada.id)).toBe(2);

      const response = await admin.patch(`/api/admin/users/${ada.id}`, { isActive: false });
      expect(response.status).toBe(200);
      expect(response.body.isActive).toBe(false);
      expect(await sessionsOf(ada.id)).toBe(0);
      for (const client of [laptop, phone]) expect((await client.get('/api/user')).status).toBe(401);
      expect((await attemptSignIn(ada)).response.body).toEqual({
        statusCode: 403,
        code: 'ACCOUNT_DEACTIVATED',
        message: 'This account has been deactivated. Please contact support.',
      });
      expect((await auditOf(ada.id)).at(-1)).toMatchObject({
        action: 'user.update',
        before: { isActive: true },
        after: { isActive: false, sessionsEnded: 2 },
      });

      await admin.patch(`/api/admin/users/${ada.id}`, { isActive: true });
      expect((await attemptSignIn(ada)).response.status).toBe(200);
    });

    it('refuses a session whose user became inactive on its very next request, even before it is deleted', async () => {
      const ada = await aMember();
      const client = await signIn(ada);
      await t.sql('UPDATE users SET is_active = false WHERE id = ?', [ada.id]);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/assignments/me')).status).toBe(401);
    });
  });

  describe('a new password set by an admin', () => {
    it("replaces the old one and ends the member's sessions", async () => {
      const ada = await aMember();
      const session = await signIn(ada);
      const response = await admin.patch(`/api/admin/users/${ada.id}`, { newPassword: '  a-fresh-start  ' });
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain('fresh');
      expect((await session.get('/api/user')).status).toBe(401);
      expect((await attemptSignIn(ada)).response.status).toBe(401);
      expect((await attemptSignIn({ email: ada.email, password: '  a-fresh-start  ' })).response.status).toBe(200);
      const [stored] = await t.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', [ada.id]);
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);
      const [entry] = (await auditOf(ada.id)).slice(-1);
      expect(entry).toMatchObject({ before: {}, after: { passwordChanged: true, sessionsEnded: 1 } });
      expect(JSON.stringify(entry)).not.toMatch(/fresh|argon2/);
    });

    it("of the admin's own account, ends their other sessions and keeps the one they made it from", async () => {
      const elsewhere = await signIn(ADMIN);
      const response = await admin.patch(`/api/admin/users/${adminId}`, { newPassword: 'editor-password-2026' });
      expect(response.status).toBe(200);
      expect((await admin.get('/api/user')).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      expect((await attemptSignIn(ADMIN)).response.status).toBe(401);
      await signIn({ email: ADMIN.email, password: 'editor-password-2026' });
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    const assignmentsOf = (ids: number[]) =>
      t.sql<{ id: number; status: string; assigned_user_id: number | null }>(
        `SELECT id, status, assigned_user_id FROM assignments WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
        ids,
      );

    /** Work in each state a member can hold it: three active ones, one submitted, one completed with its payout. */
    async function workOf(userId: number) {
      const ids: number[] = [];
      for (const status of ['assigned', 'in_progress', 'reviewed', 'submitted', 'completed']) {
        const id = await anAssignment(t, { title: `Brief ${status}` });
        const handedIn = ['reviewed', 'submitted', 'completed'].includes(status);
        await t.sql(
          `UPDATE assignments SET status = ?, assigned_user_id = ?, accepted_at = now(),
             submitted_content = CASE WHEN ? THEN 'The finished piece.' END,
             submitted_word_count = CASE WHEN ? THEN 3 END, submitted_at = CASE WHEN ? THEN now() END
           WHERE id = ?`,
          [status, userId, handedIn, handedIn, handedIn, id],
        );
        ids.push(id);
      }
      const [payout] = await t.sql<{ id: number }>(
        `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status)
         VALUES (?, ?, 'Brief completed', 6000, 'pending') RETURNING id`,
        [userId, ids[4]],
      );
      return { ids, payoutId: payout.id };
    }

    it('refuses to delete an administrator (409), their own account or another, writing nothing', async () => {
      const editor = await aMember('Fourth Editor');
      await admin.patch(`/api/admin/users/${editor.id}`, { isAdmin: true });
      const before = await snapshot();
      for (const id of [adminId, editor.id]) {
        expect((await admin.delete(`/api/admin/users/${id}`)).body).toEqual({
          statusCode: 409,
          code: 'ADMIN_CANNOT_BE_DELETED',
          message: 'Administrators cannot be deleted. Remove their admin privileges first.',
        });
      }
      expect(await snapshot()).toBe(before);
    });

    it('removes the member with their sessions; payouts and finished work stay, active work returns to available', async () => {
      const ada = await aMember();
      const session = await signIn(ada);
      const { ids, payoutId } = await workOf(ada.id);

      const response = await admin.delete(`/api/admin/users/${ada.id}`);
      expect(response.status).toBe(204);
      expect(await t.sql('SELECT id FROM users WHERE id = ?', [ada.id])).toEqual([]);
      expect(await sessionsOf(ada.id)).toBe(0);
      expect((await session.get('/api/user')).status).toBe(401);
      expect(await t.sql('SELECT user_id FROM payouts WHERE id = ?', [payoutId])).toEqual([{ user_id: null }]);
      expect((await assignmentsOf(ids)).map(({ status, assigned_user_id }) => [status, assigned_user_id])).toEqual([
        ['available', null],
        ['available', null],
        ['available', null],
        ['submitted', null],
        ['completed', null],
      ]);

      const [entry] = await auditOf(ada.id);
      expect(entry).toMatchObject({
        actor_id: adminId,
        action: 'user.delete',
        before: { deletedBy: 'editor', releasedAssignmentIds: ids.slice(0, 3) },
        after: null,
      });
      // D19: the entry says which account went and who deleted it, and nothing that names the member.
      expect(JSON.stringify(entry)).not.toMatch(/argon2|password/i);
      expect(JSON.stringify(entry)).not.toContain(ada.email);
      const releases = await t.sql<{ entity_id: string }>(
        "SELECT entity_id FROM audit_log WHERE action = 'assignment.release' ORDER BY entity_id::int",
      );
      expect(releases.map((row) => Number(row.entity_id))).toEqual(ids.slice(0, 3));

      expect((await admin.delete(`/api/admin/users/${ada.id}`)).body).toEqual({
        statusCode: 404,
        code: 'USER_NOT_FOUND',
        message: 'User Not Found',
      });
      expect((await attemptSignIn(ada)).response.status).toBe(401);
    });

    it('answers 400 to ids that are not ids and 401/403 to visitors and members, writing nothing', async () => {
      const ada = await aMember();
      const member = await signIn(ada);
      const visitor = await t.client();
      const before = await snapshot();
      for (const id of ['0', '-2', 'abc', '2147483648']) {
        expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(400);
      }
      expect((await visitor.delete(`/api/admin/users/${ada.id}`)).status).toBe(401);
      expect((await member.delete(`/api/admin/users/${ada.id}`)).status).toBe(403);
      expect((await member.patch(`/api/admin/users/${ada.id}`, { isAdmin: true })).status).toBe(403);
      expect(await snapshot()).toBe(before);
    });
  });
});
