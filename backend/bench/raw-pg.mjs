// The database ceiling: a bare Express 5 app that answers the app's database-bound member requests with the
// app's own SQL through `pg` (the driver MikroORM uses), and nothing else. Started by run.mjs as its own process
// against the app's database, once the app has migrated and seeded it.
//
// A signed-in request here does what the app's session handling must do, in the same statements: read the
// `penwright.sid` cookie and check its signature as express-session does (cookie-signature), read the
// session row as the app's store does (identity's mikro-orm-session-store.ts), take passport's user id, apply the absolute timeout, reload the user
// row (a deactivation bites at once) and refuse an inactive one. Then the route's statements, copied from the
// app's repositories; run.mjs compares the statements of both servers before it measures (sql-trace.cjs).
// Left out, because they are the framework's and not the database's: the security and no-store headers, the
// rolling Set-Cookie, the request log and ids, the validation and guards beyond what is written below.
import express from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import signature from 'cookie-signature';
import pg from 'pg';
import { csrfKey } from './accept-pool.mjs';

const port = Number(process.env.PORT ?? 3102);
const secret = required('SESSION_SECRET');
const absoluteTimeoutMs = Number(process.env.SESSION_ABSOLUTE_HOURS ?? 24) * 3_600_000;
const claimLimit = Number(process.env.ASSIGNMENT_CLAIM_LIMIT ?? 3);
// The app's ORM pool holds at most 10 connections (platform/database/mikro-orm.options.ts).
const pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 10 });
pool.on('error', () => undefined); // an idle client dropped while the database stops

const SESSION_COOKIE = 'penwright.sid';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CLAIM_LOCK_SPACE = 7_301; // assignments' MikroOrmAssignmentRepository
const AVAILABLE_LIST_LIMIT = 100; // assignments' list-assignments.ts
const ACTIVE = "('assigned', 'in_progress')";
const EARNINGS_MONTHS = 12; // payouts' domain/earnings.ts

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => res.json({ status: 'ok' })); // readiness, for run.mjs

// GET /api/assignments: ListAvailableAssignments → listAvailable (em.execute; MikroORM writes the values in).
app.get('/api/assignments', async (req, res) => {
  const member = await signedIn(req, res);
  if (!member) return;
  const now = new Date();
  const { rows } = await pool.query(
    `SELECT * FROM assignments WHERE status = 'available' AND deadline > '${now.toISOString()}' ORDER BY deadline, id LIMIT ${AVAILABLE_LIST_LIMIT}`,
  );
  res.json(rows.map((row) => assignmentView(row, now)));
});

// GET /api/earnings/me: GetMemberEarnings → payouts' earningsOf (SqlRunner.rows: MikroORM inlines the values).
app.get('/api/earnings/me', async (req, res) => {
  const member = await signedIn(req, res);
  if (!member) return;
  const { rows } = await pool.query(earningsSql(member.user.id, new Date(), EARNINGS_MONTHS));
  const [first] = rows;
  const dollars = (sum) => centsToDecimal(Number(sum)); // sums are bigint: text from pg
  res.json({
    total: dollars(first.total),
    pending: dollars(first.pending),
    completed: dollars(first.completed),
    monthly: rows.map((row) => ({ month: row.month, amount: dollars(row.cents) })),
  });
});

// POST /api/assignments/:id/accept: AcceptAssignment (eligibility, then the claim in one transaction).
app.post('/api/assignments/:id/accept', async (req, res) => {
  const member = await signedIn(req, res);
  if (!member) return;
  if (!csrfValid(req, member.sid)) return refuse(res, 403, 'Invalid or missing CSRF token');
  const id = /^[1-9]\d{0,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
  if (!(id <= 2_147_483_647)) return refuse(res, 400, 'Assignment id must be a positive integer.');
  const problem = await eligibilityProblem(member.user);
  if (problem) return refuse(res, 403, problem);

  const now = new Date();
  const at = `'${now.toISOString()}'`;
  const userId = member.user.id;
  const client = await pool.connect();
  let claimed;
  try {
    await client.query('BEGIN;');
    await client.query(`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_SPACE}, ${userId})`);
    ({
      rows: [claimed],
    } = await client.query(
      `UPDATE assignments SET status = 'assigned', assigned_user_id = ${userId}, accepted_at = ${at}, updated_at = ${at}
       WHERE id = ${id} AND status = 'available' AND deadline > ${at}
         AND (SELECT count(*) FROM assignments held
              WHERE held.assigned_user_id = ${userId} AND held.status IN ${ACTIVE}) < ${claimLimit}
       RETURNING *`,
    ));
    await client.query('COMMIT;');
  } catch (error) {
    await client.query('ROLLBACK;').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // The app reads why after a refusal (taken, closed, limit); the bench expects none, so one answer does here.
  if (!claimed) return refuse(res, 409, 'This assignment is no longer available.');
  res.json(assignmentView(claimed, now));
});

app.use((error, _req, res, _next) => {
  console.error(error);
  refuse(res, 500, 'Internal server error');
});

/** payouts' EARNINGS_SQL (MikroOrmPayoutRepository), with the values as MikroORM writes them in. */
const earningsSql = (userId, now, months) => `
  WITH mine AS (SELECT amount_cents, status, created_at FROM payouts WHERE user_id = ${userId}),
  months AS (
    SELECT date_trunc('month', '${now.toISOString()}'::timestamptz AT TIME ZONE 'UTC') - back * interval '1 month' AS start
    FROM generate_series(0, ${months} - 1) AS back)
  SELECT to_char(months.start, 'YYYY-MM') AS month,
    coalesce(sum(mine.amount_cents), 0) AS cents,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine) AS total,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine WHERE status IN ('pending', 'processing')) AS pending,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine WHERE status = 'completed') AS completed
  FROM months LEFT JOIN mine ON date_trunc('month', mine.created_at AT TIME ZONE 'UTC') = months.start
  GROUP BY months.start
  ORDER BY months.start`;

/** The signed-in, active user and the session id, or null after answering 401. */
async function signedIn(req, res) {
  const member = await sessionUser(req);
  if (!member) refuse(res, 401, 'Sign in to continue.');
  return member;
}

async function sessionUser(req) {
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!cookie?.startsWith('s:')) return null;
  const sid = signature.unsign(cookie.slice(2), secret);
  if (sid === false) return null;
  // identity's MikroOrmSessionStore.get (express-session's store).
  const {
    rows: [session],
  } = await pool.query(
    'SELECT sess, (extract(epoch FROM expire) * 1000)::float8 AS expires_at FROM "session" WHERE sid = $1 AND expire > now()',
    [sid],
  );
  const userId = session?.sess.passport?.user;
  if (!Number.isSafeInteger(userId)) return null;
  if (!(Date.now() - session.sess.authenticatedAt <= absoluteTimeoutMs)) return null;
  // identity's MikroOrmUserRepository.findById.
  const {
    rows: [user],
  } = await pool.query(`SELECT * FROM users WHERE id = ${userId}`);
  return user?.is_active ? { sid, user } : null;
}

/** assignments' MemberEligibility: the application, then (only when it is approved) the latest subscription. */
async function eligibilityProblem(user) {
  const {
    rows: [application],
  } = await pool.query(`SELECT * FROM applications WHERE user_id = ${user.id} AND superseded_at IS NULL LIMIT 1`);
  if (application?.status !== 'approved') return 'Your application is not approved.';
  const {
    rows: [subscription],
  } = await pool.query(`SELECT * FROM billing_subscriptions WHERE user_id = ${user.id} ORDER BY id DESC LIMIT 1`);
  const active = subscription
    ? ['active', 'past_due'].includes(subscription.provider_status) ||
      (subscription.provider_status === 'trialing' && subscription.trial_end > new Date())
    : user.subscription_status === 'active';
  return active ? null : 'Subscribe to a plan to take assignments.';
}

/** platform/http/csrf.ts: the header echoes the cookie, whose HMAC binds it to the session id. */
function csrfValid(req, sid) {
  const token = readCookie(req.headers.cookie, CSRF_COOKIE);
  if (!token || req.headers['x-xsrf-token'] !== token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(createHmac('sha256', csrfKey(secret)).update(`${sid}\n${nonce}`).digest('base64url'));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** assignments' toAssignmentView, from the row as `pg` returns it. */
function assignmentView(row, now) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    wordCount: row.word_count,
    payRate: centsToDecimal(row.pay_rate_cents),
    isPerWord: row.is_per_word,
    deadline: row.deadline.toISOString(),
    requirements: row.requirements,
    assignedUserId: row.assigned_user_id,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    draftContent: row.draft_content,
    submittedContent: row.submitted_content,
    submittedWordCount: row.submitted_word_count,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    reviewNotes: row.review_notes,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    overdue: ['assigned', 'in_progress', 'reviewed'].includes(row.status) && row.deadline < now,
    originalityScore: null, // only handed-in work has one, and neither route answers any
  };
}

function centsToDecimal(cents) {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

function readCookie(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function refuse(res, statusCode, message) {
  res.status(statusCode).json({ statusCode, message });
}

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const server = app.listen(port, '127.0.0.1', () => console.log(`raw pg server listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => pool.end().finally(() => process.exit(0))));
}
