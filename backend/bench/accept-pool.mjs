// The work the accept row takes: eligible members (approved application, active sandbox subscription, a signed-in
// session each) and open assignments, written straight into the app's database; every request accepts a
// different assignment. Before each run the pool is reopened (and vacuumed), so each server starts from the
// same table.
import { createHmac, randomBytes } from 'node:crypto';
import signature from 'cookie-signature'; // the session cookie's signature, as express-session signs it

/** The claim limit the app and the raw server run with (ASSIGNMENT_CLAIM_LIMIT, at most 100). */
export const BENCH_CLAIM_LIMIT = 100;
/** Assignments per second of run that the pool holds: above what either server accepts on this machine. */
const ACCEPTS_PER_SECOND = 2_500;
const BENCH_EMAIL_DOMAIN = 'bench.penwright.local';

/**
 * @param {import('pg').Client} db the harness's connection to the app's database
 * @param {{ secret: string, seconds: number, idleMinutes: number }} options the session secret; the longest run
 */
export async function seedAcceptPool(db, { secret, seconds, idleMinutes }) {
  const size = ACCEPTS_PER_SECOND * seconds;
  const memberCount = Math.ceil(size / BENCH_CLAIM_LIMIT);
  await db.query('BEGIN');
  try {
    const { rows: members } = await db.query(
      `INSERT INTO users (first_name, last_name, email, username, password_hash, subscription_status, subscription_tier)
       SELECT 'Bench', 'Writer ' || n, 'writer-' || n || '@${BENCH_EMAIL_DOMAIN}', 'benchwriter' || n,
              'not-a-password-hash', 'active', 'writer'
       FROM generate_series(1, $1) AS n
       RETURNING id, email`,
      [memberCount],
    );
    const ids = members.map((member) => member.id);
    await db.query(
      `INSERT INTO applications (user_id, status, decided_at) SELECT id, 'approved', now() FROM unnest($1::int[]) AS id`,
      [ids],
    );
    await db.query(
      `INSERT INTO billing_subscriptions (provider, subscription_id, customer_id, tier, email, intent_kind, intent_id,
         requested_by_user_id, user_id, provider_status, current_period_end, synced_at)
       SELECT 'sandbox', 'sub_bench_' || id, 'cus_bench_' || id, 'writer', email, 'payment', 'pi_bench_' || id,
              id, id, 'active', now() + interval '30 days', now()
       FROM unnest($1::int[], $2::text[]) AS m (id, email)`,
      [ids, members.map((member) => member.email)],
    );
    const sessions = members.map((member) => memberSession(member.id, secret, idleMinutes));
    await db.query(
      `INSERT INTO session (sid, sess, expire) SELECT sid, sess::json, expire
       FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS s (sid, sess, expire)`,
      [sessions.map((s) => s.sid), sessions.map((s) => s.sess), sessions.map((s) => s.expire)],
    );
    const {
      rows: [range],
    } = await db.query(
      `WITH opened AS (
         INSERT INTO assignments (title, description, type, word_count, pay_rate_cents, is_per_word, deadline, requirements)
         SELECT 'Neighbourhood bookshop profile #' || n,
                'A short profile of an independent bookshop for a regional culture newsletter: who runs it, what ' ||
                'readers come for, and one title the staff recommend this season.',
                'article', 800, 8, true, now() + interval '30 days', 'Quote the owner once; no photographs needed.'
         FROM generate_series(1, $1) AS n
         RETURNING id)
       SELECT min(id) AS first, max(id) AS last FROM opened`,
      [size],
    );
    await db.query('COMMIT');
    await db.query('VACUUM ANALYZE assignments');
    return {
      first: range.first,
      last: range.last,
      size,
      members: memberCount,
      sessionHeaders: sessions.map((session) => session.headers),
      requestFor: (index) => {
        // Consecutive requests belong to different members, so the per-member claim lock is not what is measured.
        const member = sessions[index % sessions.length];
        return { path: `/api/assignments/${range.first + (index % size)}/accept`, headers: member.headers };
      },
    };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Opens every assignment of the pool again, so that the next run starts from the same table. */
export async function reopenAcceptPool(db, pool) {
  await db.query(
    `UPDATE assignments SET status = 'available', assigned_user_id = NULL, accepted_at = NULL, updated_at = created_at
     WHERE id BETWEEN $1 AND $2 AND status <> 'available'`,
    [pool.first, pool.last],
  );
  await db.query('VACUUM ANALYZE assignments');
}

/**
 * A session row as the app and passport leave it after a sign-in, its signed cookie, and a CSRF token
 * bound to it (platform/http/csrf.ts), as the browser of that member would send them.
 */
function memberSession(userId, secret, idleMinutes) {
  const sid = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expires = new Date(now + idleMinutes * 60_000);
  // express-session's stored form: its cookie (as sessions.ts configures it), then passport's user and sign-in time.
  const cookieData = {
    originalMaxAge: idleMinutes * 60_000,
    expires,
    secure: false,
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
  };
  const sess = JSON.stringify({ cookie: cookieData, passport: { user: userId }, authenticatedAt: now });
  const nonce = randomBytes(18).toString('base64url');
  // The app signs CSRF tokens with a key derived from the secret for CSRF alone (platform/http/csrf.ts).
  const csrfKey = createHmac('sha256', secret).update('csrf').digest();
  const token = `${nonce}.${createHmac('sha256', csrfKey).update(`${sid}\n${nonce}`).digest('base64url')}`;
  const cookie = `XSRF-TOKEN=${encodeURIComponent(token)}; penwright.sid=${encodeURIComponent(`s:${signature.sign(sid, secret)}`)}`;
  return { sid, sess, expire: expires, headers: { cookie, 'x-xsrf-token': token } };
}
