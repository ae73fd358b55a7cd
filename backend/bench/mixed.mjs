// A realistic mix of traffic, as autocannon requests: visitors' pages and reads, members' dashboards, accepts, draft
// saves, quiz autosaves and sign-ins, in fixed shares. The cluster bench (cluster.mjs) and the SIGTERM drill
// (ops/drills/sigterm.mjs) load an app or the cluster with it. Every request should answer 2xx.
//
// The members it needs are made here: the accept row's pool (accept-pool.mjs: members with sessions written into the
// database, one open assignment per accept), writing drafts for the first of them, the demo member's quiz started,
// the approved demo member's session for her dashboard, and the sign-in row's pool (sign-in-pool.mjs, each sign-in
// from an address of its own). The app must run with the SESSION_SECRET and ASSIGNMENT_CLAIM_LIMIT of `mixedEnv`.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_CLAIM_LIMIT, seedAcceptPool } from './accept-pool.mjs';
import { BACKEND, signIn } from './bench-app.mjs';
import { seedSignInPool } from './sign-in-pool.mjs';

/** The demo members the app seeds from mixedEnv. */
const DEMO = { email: 'demo@penwright.mixed', password: 'demo-mixed-writer-2026' };
const APPROVED = { email: 'approved@penwright.mixed', password: 'approved-mixed-writer-2026' };
const DRAFT_WRITERS = 20;
const SESSION_IDLE_MINUTES = 120;

/** Shares of the mix, in requests per 100. */
export const MIX = [
  ['visitor: GET / (landing page)', 10],
  ['visitor: GET /blog (page)', 8],
  ['visitor: GET /api/blog/posts?limit=6', 10],
  ['visitor: GET /api/twitter/feed', 8],
  ['member: GET /dashboard (page)', 8],
  ['member: GET /api/user', 8],
  ['member: GET /api/assignments', 8],
  ['member: GET /api/earnings/me', 8],
  ['member: POST /api/assignments/{id}/accept', 10],
  ['member: PUT /api/drafts/{id} (draft save)', 10],
  ['member: PUT /api/quiz/answers (autosave)', 10],
  ['member: POST /api/login', 2],
];

/** The settings the app (every instance) runs with for the mix. */
export function mixedEnv() {
  return {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SESSION_IDLE_MINUTES: String(SESSION_IDLE_MINUTES),
    ASSIGNMENT_CLAIM_LIMIT: String(BENCH_CLAIM_LIMIT),
    DEMO_EMAIL: DEMO.email,
    DEMO_PASSWORD: DEMO.password,
    DEMO_APPROVED_EMAIL: APPROVED.email,
    DEMO_APPROVED_PASSWORD: APPROVED.password,
    // The sign-in row's requests each name their client (X-Forwarded-For), as behind the production proxy.
    TRUST_PROXY: 'true',
    COOKIE_SECURE: 'false',
    QUIZ_RETAKE_COOLDOWN_MINUTES: '0',
  };
}

/**
 * Seeds what the mix needs through `origin` and the database (`db`, a connected pg client), for runs of at most
 * `seconds` in all. Answers `{ options(origin, connections, duration), unexpected() }`: autocannon's options for a
 * run, and the answers other than 2xx so far by row. Runs take the accept pool's assignments one after the other
 * (never reopened: an accept still in flight when a run ends would take an assignment of the next run).
 */
export async function prepareMixed({ db, origin, env, seconds }) {
  const require = createRequire(import.meta.url);
  const { ARGON2_OPTIONS } = require(
    join(BACKEND, 'dist/src/modules/identity/infrastructure/argon2-password-hasher.js'),
  );
  const acceptPool = await seedAcceptPool(db, {
    secret: env.SESSION_SECRET,
    seconds,
    idleMinutes: SESSION_IDLE_MINUTES,
  });
  const signInPool = await seedSignInPool(db, ARGON2_OPTIONS);
  const approved = await signIn(origin, APPROVED);
  const demo = await signIn(origin, DEMO);
  const anonymous = await anonymousXsrf(origin);

  const drafts = [];
  for (const headers of acceptPool.sessionHeaders.slice(0, DRAFT_WRITERS)) {
    const draftHeaders = { ...headers, 'content-type': 'application/json' };
    const created = await send(origin, 'POST', '/api/drafts', draftHeaders, draftBody(0), 201);
    drafts.push({ id: created.id, headers: draftHeaders });
  }
  await send(origin, 'POST', '/api/quiz/start', demo, {}, 200);
  const questions = await send(origin, 'GET', '/api/quiz/questions', demo, undefined, 200);
  const questionIds = (Array.isArray(questions) ? questions : questions.questions).map((question) => question.id);

  const visitor = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const member = { ...approved, 'accept-encoding': 'gzip, deflate, br, zstd' };
  let accepts = 0;
  let saves = 0;
  let answers = 0;
  const makers = {
    'visitor: GET / (landing page)': () => ({ method: 'GET', path: '/', headers: visitor }),
    'visitor: GET /blog (page)': () => ({ method: 'GET', path: '/blog', headers: visitor }),
    'visitor: GET /api/blog/posts?limit=6': () => ({
      method: 'GET',
      path: '/api/blog/posts?limit=6',
      headers: visitor,
    }),
    'visitor: GET /api/twitter/feed': () => ({ method: 'GET', path: '/api/twitter/feed', headers: visitor }),
    'member: GET /dashboard (page)': () => ({ method: 'GET', path: '/dashboard', headers: member }),
    'member: GET /api/user': () => ({ method: 'GET', path: '/api/user', headers: member }),
    'member: GET /api/assignments': () => ({ method: 'GET', path: '/api/assignments', headers: member }),
    'member: GET /api/earnings/me': () => ({ method: 'GET', path: '/api/earnings/me', headers: member }),
    'member: POST /api/assignments/{id}/accept': () => ({ method: 'POST', ...acceptPool.requestFor(accepts++) }),
    'member: PUT /api/drafts/{id} (draft save)': () => {
      const draft = drafts[saves % drafts.length];
      return { method: 'PUT', path: `/api/drafts/${draft.id}`, headers: draft.headers, body: draftBody(++saves) };
    },
    'member: PUT /api/quiz/answers (autosave)': () => {
      const n = answers++;
      const body = JSON.stringify({ questionId: questionIds[n % questionIds.length], answer: n % 4 });
      return { method: 'PUT', path: '/api/quiz/answers', headers: demo, body };
    },
    'member: POST /api/login': () => {
      const next = signInPool.next();
      return {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', ...next.headers, ...anonymous },
        body: next.body,
      };
    },
  };
  // One cycle of 100 requests in a fixed interleaved order, so that every second of a run carries the same mix.
  const cycle = interleave(MIX.map(([name, share]) => Array(share).fill(name)));
  let index = 0;
  // Which row each answer other than 2xx belongs to (a connection sends one request at a time), with one body each.
  const unexpected = {};
  return {
    options: (target, connections, duration) => ({
      url: target,
      connections,
      duration,
      // Seconds before autocannon gives up on an answer: far above any p99 here, so a slow answer on a busy machine
      // is measured as slow rather than counted as an error.
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            context.row = cycle[index++ % cycle.length];
            return { ...request, ...makers[context.row]() };
          },
          onResponse: (status, body, context) => {
            if (status >= 200 && status < 300) return;
            const row = (unexpected[context.row] ??= {});
            row[status] = (row[status] ?? 0) + 1;
            row.example ??= String(body).slice(0, 200);
          },
        },
      ],
    }),
    unexpected: () => unexpected,
    accepted: () => accepts,
    acceptPool,
  };
}

/** A visitor's CSRF cookie and header, as a browser holds them before signing in (bound to no session). */
async function anonymousXsrf(origin) {
  const response = await fetch(`${origin}/api/health`);
  await response.arrayBuffer();
  const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join(';'))[1];
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

function draftBody(n) {
  return JSON.stringify({
    title: 'Notes on the river walk',
    format: 'article',
    content: `The towpath opens at the lock keeper's cottage. Saved ${n} times, each a little longer. `.repeat(4),
  });
}

/** Spreads each group's requests evenly over one cycle. */
function interleave(groups) {
  const slots = groups.flatMap((group) => group.map((maker, i) => ({ maker, at: (i + 0.5) / group.length })));
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.maker);
}

async function send(origin, method, path, headers, body, expected) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}
