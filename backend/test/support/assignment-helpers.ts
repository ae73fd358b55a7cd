import { MikroORM, RequestContext } from '@mikro-orm/core';
import { UserAccounts } from '../../src/modules/identity/application/user-accounts';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const WRITER_PASSWORD = 'assignments-pass-2026';

export interface Writer {
  client: TestClient;
  userId: number;
}

type ApplicationStatus = 'quiz_required' | 'pending' | 'approved' | 'rejected' | null;

let batch = 0;

/**
 * `count` signed-in members whose application has `status` (approved by default) and whose account an editor
 * marked subscribed (a complimentary member, D10) unless `subscribed` is false. One account is made through
 * identity's service; the others copy its password hash in one INSERT (hashing is the slow part). Each signs
 * in from its own address (the app runs with TRUST_PROXY=true), so the per-address sign-in limit is not met.
 */
export async function writers(
  t: TestApp,
  count: number,
  options: { application?: ApplicationStatus; subscribed?: boolean } = {},
): Promise<Writer[]> {
  batch += 1;
  const prefix = `w${batch}x`;
  const status = options.application === undefined ? 'approved' : options.application;
  const subscription = options.subscribed === false ? 'inactive' : 'active';
  await RequestContext.create(t.app.get(MikroORM).em, () =>
    t.app.get(UserAccounts).createMember(
      {
        firstName: 'Ada',
        lastName: 'Writer',
        email: `${prefix}0@penwright.test`,
        username: `${prefix}0`,
        password: WRITER_PASSWORD,
      },
      {
        stripeSubscriptionId: null,
        subscriptionStatus: subscription,
        subscriptionTier: subscription === 'active' ? 'writer' : null,
      },
    ),
  );
  await t.sql(
    `INSERT INTO users (first_name, last_name, email, username, password_hash, subscription_status, subscription_tier)
     SELECT 'Ada', 'Writer' || n, ? || n || '@penwright.test', ? || n, u.password_hash, u.subscription_status, u.subscription_tier
     FROM generate_series(1, ?) AS n, users u WHERE u.email = ?`,
    [prefix, prefix, count - 1, `${prefix}0@penwright.test`],
  );
  // Established writers: their addresses are confirmed (D18), so payouts and the rest are open to them.
  await t.sql("UPDATE users SET email_confirmed_at = now() WHERE username LIKE ? || '%'", [prefix]);
  const rows = await t.sql<{ id: number; n: number }>(
    "SELECT id, substring(username from length(?) + 1)::int AS n FROM users WHERE username LIKE ? || '%' ORDER BY id",
    [prefix, prefix],
  );
  if (status) {
    await t.sql(
      `INSERT INTO applications (user_id, status, decided_at)
       SELECT id, ?, CASE WHEN ? IN ('approved', 'rejected') THEN now() END FROM users WHERE username LIKE ? || '%'`,
      [status, status, prefix],
    );
  }
  const signedIn: Writer[] = [];
  for (let start = 0; start < rows.length; start += 10) {
    const group = rows.slice(start, start + 10);
    signedIn.push(
      ...(await Promise.all(
        group.map(async ({ id, n }) => {
          const client = await t.client();
          const response = await client
            .post('/api/login', { email: `${prefix}${n}@penwright.test`, password: WRITER_PASSWORD })
            .set('X-Forwarded-For', `10.${batch}.${Math.floor(n / 250)}.${(n % 250) + 1}`);
          if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
          return { client, userId: id };
        }),
      )),
    );
  }
  return signedIn;
}

export interface AssignmentRow {
  title?: string;
  deadlineDays?: number;
  payRateCents?: number;
  isPerWord?: boolean;
  wordCount?: number;
}

/** An assignment inserted as an editor would create it (the admin calls come later); answers its id. */
export async function anAssignment(t: TestApp, row: AssignmentRow = {}): Promise<number> {
  const [inserted] = await t.sql<{ id: number }>(
    `INSERT INTO assignments (title, description, type, word_count, pay_rate_cents, is_per_word, deadline)
     VALUES (?, 'A test brief.', 'article', ?, ?, ?, now() + ?::float8 * interval '1 day') RETURNING id`,
    [
      row.title ?? 'Test assignment',
      row.wordCount ?? 1200,
      row.payRateCents ?? 5,
      row.isPerWord ?? true,
      row.deadlineDays ?? 7,
    ],
  );
  return inserted.id;
}

/** An assignment the member accepted and submitted through the API (`words` words long); answers its id. */
export async function aSubmittedAssignment(t: TestApp, writer: Writer, row: AssignmentRow = {}): Promise<number> {
  const id = await anAssignment(t, row);
  const accepted = await writer.client.post(`/api/assignments/${id}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  const submitted = await writer.client.post(`/api/assignments/${id}/submit`, {
    content: 'Three short paragraphs on composting for city balconies, with sources.',
  });
  if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.status} ${submitted.text}`);
  return id;
}

/**
 * An assignment put straight into `status` (held by `userId` unless available), with what the table's CHECKs
 * ask of that status, for tests of what editors may do from each one; answers its id.
 */
export async function anAssignmentIn(
  t: TestApp,
  status: string,
  userId: number,
  row: AssignmentRow = {},
): Promise<number> {
  const id = await anAssignment(t, row);
  const handedIn = ['submitted', 'reviewed', 'completed'].includes(status);
  await t.sql(
    `UPDATE assignments SET status = ?, assigned_user_id = ?, accepted_at = ?,
       submitted_content = ?, submitted_word_count = ?, submitted_at = ?
     WHERE id = ?`,
    [
      status,
      status === 'available' ? null : userId,
      status === 'available' ? null : new Date(),
      handedIn ? 'A finished draft.' : null,
      handedIn ? 3 : null,
      handedIn ? new Date() : null,
      id,
    ],
  );
  return id;
}
