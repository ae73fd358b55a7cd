// The members the sign-in row signs in, written straight into the app's database (as accept-pool.mjs writes its
// members): sign-in as people meet it, each from their own address, so that no sign-in limit is ever reached and
// the row can run for its seconds, warm-up and rounds like the others. The limits themselves stay as they are: the
// app trusts one proxy hop (TRUST_PROXY=true) and every request names its own client in X-Forwarded-For.
import argon2 from 'argon2';

/** Members in the pool: request i signs in member i mod this, far more than there are connections. */
const MEMBERS = 500;
const PASSWORD = 'bench-sign-in-writer-2026';
const EMAIL_DOMAIN = 'bench.penwright.local';

/**
 * @param {import('pg').Client} db the harness's connection to the app's database
 * @param {object} argon2Options the app's ARGON2_OPTIONS, so that each sign-in verifies the hash the app would write
 */
export async function seedSignInPool(db, argon2Options) {
  // One hash for all: each verify costs the same as for a hash of its own (same options, same password length).
  const hash = await argon2.hash(PASSWORD, argon2Options);
  const { rows } = await db.query(
    `INSERT INTO users (first_name, last_name, email, username, password_hash, subscription_status, subscription_tier)
     SELECT 'Bench', 'Reader ' || n, 'signin-' || n || '@${EMAIL_DOMAIN}', 'benchsignin' || n, $2, 'active', 'writer'
     FROM generate_series(1, $1) AS n
     RETURNING email`,
    [MEMBERS, hash],
  );
  const bodies = rows.map((row) => JSON.stringify({ email: row.email, password: PASSWORD }));
  let next = 0;
  return {
    members: bodies.length,
    /** The next sign-in: the next member, from an address no request of the run has used (10.0.0.1 onwards). */
    next: () => {
      const index = next++;
      return { body: bodies[index % bodies.length], headers: { 'x-forwarded-for': clientAddress(index) } };
    },
    issued: () => next,
  };
}

/** 10.0.0.1, 10.0.0.2, ...: 16 million addresses, far more than a run makes requests. */
function clientAddress(index) {
  const n = index + 1;
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}
