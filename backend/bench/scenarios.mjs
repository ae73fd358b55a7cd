// The rows `make bench` measures against the Penwright app, one line each. To add an endpoint, add a
// line; run.mjs does the rest (CSRF, session cookie, warm-up, ratios, JSON output).
//
// Row fields:
//   name       label in the table (unique)
//   method     HTTP method
//   path       path and query string, e.g. '/api/blog/posts?limit=6'
//   as         'anonymous' (default) or 'member': send the demo member's session cookie
//   headers    extra request headers
//   body       object (sent as JSON), string, or ({ demoEmail, demoPassword }) => object
//   expect     status codes that count as the expected answer (default: any 2xx); others fail the run
//   amount     a bounded number of requests instead of BENCH_SECONDS, and no warm-up (for rate-limited routes)
//   signInPool POST /api/login only: each request signs in the next member of a pool seeded for the run, from an
//              address of its own (X-Forwarded-For; sign-in-pool.mjs), so no sign-in limit is reached and the row
//              is timed like the others; no body, amount or as
//   ceiling    'argon2': also report the rate as a share of the bare argon2id verify rate (a timed row: measured
//              after each round, the median round's share counts) and the CPU per request
//   target     with a ceiling: the least share of it the row must reach
//   group      section heading in docs/performance.md
//
// Every request carries the XSRF-TOKEN cookie a browser holds after its first page; every non-GET
// also echoes it in X-XSRF-TOKEN, as the frontend does.

/** @type {import('./run.mjs').Scenario[]} */
export const SCENARIOS = [
  { group: 'platform', name: 'GET /api/health', method: 'GET', path: '/api/health' },
  { group: 'identity', name: 'GET /api/user (anonymous)', method: 'GET', path: '/api/user', expect: [401] },
  { group: 'identity', name: 'GET /api/user (member)', method: 'GET', path: '/api/user', as: 'member' },
  {
    group: 'identity',
    name: 'POST /api/login',
    method: 'POST',
    path: '/api/login',
    // As members meet it: many people, each from their own address. From one address the limiter would stop the
    // row after 50 attempts per 15 min, too few for a warm-up and timed rounds.
    signInPool: true,
    ceiling: 'argon2',
    // Issue 24: sign-in through passport-local and express-session costs little beside the password hash itself.
    target: 0.9,
  },
  { group: 'content', name: 'GET /api/blog/posts?limit=6', method: 'GET', path: '/api/blog/posts?limit=6' },
  { group: 'content', name: 'GET /api/twitter/feed', method: 'GET', path: '/api/twitter/feed' },
  // Issue 17: the same reads as a browser asks for them. Over 1 KB the answer is compressed: a replay sends the
  // brotli bytes the cache keeps (compressed once), so compression must not cost these rows their throughput.
  {
    group: 'content',
    name: 'GET /api/blog/posts?limit=6 (brotli)',
    method: 'GET',
    path: '/api/blog/posts?limit=6',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
  {
    group: 'content',
    name: 'GET /api/twitter/feed (brotli)',
    method: 'GET',
    path: '/api/twitter/feed',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
  // The landing page as a visitor's browser fetches it: rendered on the server once, compressed on the fly.
  {
    group: 'pages',
    name: 'GET / (prerendered, brotli)',
    method: 'GET',
    path: '/',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
  // Members are not served from the public answer cache: this row is the whole pipeline, session included.
  {
    group: 'content',
    name: 'GET /api/blog/posts?limit=6 (member)',
    method: 'GET',
    path: '/api/blog/posts?limit=6',
    as: 'member',
  },
];

/**
 * Rows measured on the app and on the raw pg server (raw-pg.mjs), which answers them with the same SQL on the
 * same database; `target` is the least share of the raw server's throughput the app must reach. `as`: whose
 * session ('member': the demo member; 'approved': the approved demo member, who has paid work and payouts).
 * `accept`: every request accepts another assignment of a pool seeded for the run (accept-pool.mjs). Run after
 * the rows above, in this order: the accept pool is seeded before the accept row and stays in the database.
 */
export const DATABASE_ROWS = [
  { name: 'GET /api/assignments', method: 'GET', path: '/api/assignments', as: 'member', target: 0.6 },
  { name: 'GET /api/earnings/me', method: 'GET', path: '/api/earnings/me', as: 'approved', target: 0.6 },
  { name: 'POST /api/assignments/{id}/accept', method: 'POST', accept: true, target: 0.5 },
];
