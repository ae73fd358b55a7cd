import type { Application } from 'express';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import { aMemberWithout } from './support/members';
import type { TestClient } from './support/test-client';

type Access = 'public' | 'member' | 'subscriber';

/**
 * Who may call each route outside `/api/admin` (spec section 6, D10), listed once: `subscriber` marks the
 * members-only pages' calls (D20), for members with an active subscription (paid, trial or granted) and admins. Every route under `/api/admin`
 * is for administrators, whoever adds it. A route the app maps but this list lacks fails the test, so a new route
 * gets a decision here, and a stale entry fails it too.
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/user': 'member',
  'POST /api/login': 'public',
  'GET /api/login': 'public',
  'POST /api/logout': 'public',
  'POST /api/email-confirmation': 'public',
  'POST /api/email-confirmation/resend': 'member',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset/check': 'public',
  'POST /api/password-reset': 'public',
  'GET /api/account/sessions': 'member',
  'DELETE /api/account/sessions': 'member',
  'DELETE /api/account/sessions/:id': 'member',
  'PATCH /api/account/profile': 'member',
  'GET /api/account/email': 'member',
  'POST /api/account/email': 'member',
  'DELETE /api/account/email': 'member',
  'POST /api/account/email/confirm': 'public',
  'POST /api/account/password': 'member',
  'GET /api/account/export': 'member',
  'POST /api/account/delete': 'member',
  'POST /api/login/passkey/options': 'public',
  'POST /api/login/passkey': 'public',
  'GET /api/account/passkeys': 'member',
  'POST /api/account/passkeys/options': 'member',
  'POST /api/account/passkeys': 'member',
  'PATCH /api/account/passkeys/:id': 'member',
  'DELETE /api/account/passkeys/:id': 'member',
  // D19: the second step of a sign-in (no one is signed in yet), and the Account tab's two-factor card, which an
  // admin without a second factor must reach (no admin route).
  'POST /api/login/second-factor': 'public',
  'POST /api/login/second-factor/passkey/options': 'public',
  'POST /api/login/second-factor/passkey': 'public',
  'GET /api/account/two-factor': 'member',
  'POST /api/account/two-factor/totp/setup': 'member',
  'POST /api/account/two-factor/totp/confirm': 'member',
  'POST /api/account/two-factor/totp/disable': 'member',
  'POST /api/account/two-factor/recovery-codes': 'member',
  'GET /api/applications/me': 'member',
  'POST /api/applications/reapply': 'member',
  'GET /api/quiz/questions': 'member',
  'POST /api/quiz/start': 'member',
  'GET /api/quiz/current': 'member',
  'PUT /api/quiz/answers': 'member',
  'POST /api/quiz/submit': 'member',
  'GET /api/quiz/attempts': 'member',
  'GET /api/billing/config': 'public',
  'POST /api/create-subscription-payment-intent': 'public',
  'GET /api/billing/subscription': 'member',
  'POST /api/billing/subscription/confirm': 'member',
  'POST /api/billing/subscription/cancel': 'member',
  'POST /api/billing/subscription/resume': 'member',
  'POST /api/create-account': 'public',
  'POST /api/billing/webhook': 'public',
  'POST /api/billing/sandbox/confirm': 'public',
  'POST /api/register/check-email': 'public',
  'POST /api/billing/payment-result': 'public',
  'GET /api/billing/history': 'member',
  'GET /api/billing/receipts/:file': 'member',
  'GET /api/billing/card': 'member',
  'POST /api/billing/card/setup': 'member',
  'POST /api/billing/card': 'member',
  'GET /api/assignments': 'member',
  'GET /api/assignments/me': 'member',
  'GET /api/assignments/me/activity': 'member',
  'POST /api/assignments/:id/accept': 'member',
  'PUT /api/assignments/:id/draft': 'member',
  'POST /api/assignments/:id/submit': 'member',
  // D22: the writer's side of the review desk; their own work only (404 otherwise, by the use case).
  'GET /api/assignments/:id/comments': 'member',
  'POST /api/assignments/:id/comments/:commentId/replies': 'member',
  'PATCH /api/assignments/:id/comments/:commentId': 'member',
  'GET /api/payouts/me': 'member',
  'GET /api/earnings/me': 'member',
  'POST /api/payouts/request': 'member',
  'GET /api/one-to-one/me': 'member',
  'POST /api/one-to-one': 'member',
  'GET /api/one-to-one/:id': 'member',
  'GET /api/payouts/account': 'member',
  'POST /api/payouts/account/onboarding': 'member',
  'POST /api/payouts/account/test-onboarding': 'member',
  'POST /api/payouts/webhook': 'public',
  'GET /api/blog/featured': 'public',
  'GET /api/blog/posts': 'public',
  'GET /api/blog/posts/:slug': 'public',
  'GET /api/blog/sitemap': 'public',
  'GET /api/twitter/feed': 'public',
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/stats/community': 'public',
  'GET /api/resources/download/:file': 'subscriber',
  'GET /api/courses/:courseId/progress': 'member',
  'POST /api/courses/:courseId/lessons/:lessonId/answers': 'public',
  'POST /api/courses/:courseId/restart': 'member',
  'POST /api/courses/:courseId/waitlist': 'subscriber',
  'GET /api/courses/waitlist': 'subscriber',
  'GET /api/certificates/:id': 'public',
  'GET /api/certificates/:id/pdf': 'public',
  'GET /api/prompts/random': 'subscriber',
  'POST /api/prompts/reset': 'subscriber',
  'GET /api/prompts/daily': 'public',
  'GET /api/prompts/:id': 'subscriber',
  'GET /api/drafts': 'subscriber',
  'POST /api/drafts': 'subscriber',
  'GET /api/drafts/:id': 'subscriber',
  'PUT /api/drafts/:id': 'subscriber',
  'DELETE /api/drafts/:id': 'subscriber',
  'GET /api/writing-progress/me': 'member',
  'POST /api/tools/grammar': 'subscriber',
  'POST /api/tools/grammar/prepare': 'subscriber',
  'POST /api/tools/plagiarism': 'subscriber',
  'GET /api/tools/quota': 'subscriber',
  'GET /api/mail/preferences': 'member',
  'PUT /api/mail/preferences': 'member',
  'GET /api/mail/unsubscribe': 'public',
  'POST /api/mail/unsubscribe': 'public',
};

const ADMIN_PREFIX = '/api/admin/';
/** Swagger UI and the API description it serves: public outside production (`API_DOCS`), all under one path. */
const API_DOCS = /^\/api\/docs(?:[-/]|$)/;

/** The access guard's refusal of a non-admin, told apart from a route's 403 for its own reasons (eligibility). */
const NOT_ADMIN = 'Admin privileges required';

interface Route {
  method: string;
  path: string;
  key: string;
}

/** Every route Express answers, as Nest (and Swagger) registered them on the app's router. */
function mappedRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as Application;
  const layers = express.router.stack as { route?: { path: unknown; methods: Record<string, boolean> } }[];
  return layers.flatMap(({ route }) =>
    route && typeof route.path === 'string'
      ? Object.keys(route.methods).map((method) => {
          const upper = method.toUpperCase();
          return { method: upper, path: route.path as string, key: `${upper} ${route.path as string}` };
        })
      : [],
  );
}

/** A concrete URL for a route: ids and names that exist nowhere, so no call finds anything to change. */
const urlOf = (path: string) => path.replace(/:id\b/g, '987654').replace(/:(\w+)/g, 'no-such-$1');

function call(client: TestClient, { method, path }: Route) {
  const url = urlOf(path);
  if (method === 'GET') return client.get(url);
  if (method === 'DELETE') return client.delete(url);
  const send = { POST: client.post, PUT: client.put, PATCH: client.patch }[method];
  if (!send) throw new Error(`no way to send ${method}`);
  return send.call(client, url, {});
}

/**
 * The role matrix over HTTP (issue 14), built from the app's own router rather than a list of its own: every route
 * under `/api/admin` answers 401 to a visitor, 403 to a member and neither to an admin; every other route has the
 * access `ACCESS` gives it.
 */
describe('access to every route, by role', () => {
  let t: TestApp;
  let routes: Route[];
  let visitor: TestClient;
  let member: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    routes = mappedRoutes(t);
    visitor = await t.client();
    member = await t.signIn(DEMO);
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it('reads the routes from the router, the admin Users routes among them', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /api/admin/users', 'PATCH /api/admin/users/:id', 'DELETE /api/admin/users/:id']),
    );
  });

  it('lists every route outside /api/admin once, and nothing the app does not map', () => {
    const outside = routes.filter((route) => !route.path.startsWith(ADMIN_PREFIX) && !API_DOCS.test(route.path));
    const keys = outside.map((route) => route.key);
    expect(keys.filter((key) => !(key in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => key.includes(ADMIN_PREFIX))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 401 to a visitor, 403 to a member and neither to an admin, on every route under /api/admin', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.path.startsWith(ADMIN_PREFIX))) {
      const asVisitor = await call(visitor, route);
      const asMember = await call(member, route);
      const asAdmin = await call(admin, route);
      if (asVisitor.status !== 401) wrong.push(`${route.key}: visitor got ${asVisitor.status}`);
      if (asMember.status !== 403) wrong.push(`${route.key}: member got ${asMember.status}`);
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500) {
        wrong.push(`${route.key}: admin got ${asAdmin.status} ${asAdmin.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every route under /api/admin to an admin without a second factor, with its code (D19)', async () => {
    await t.sql('UPDATE users SET is_admin = true WHERE email = ?', [APPROVED_DEMO.email]);
    const unguarded = await t.signIn(APPROVED_DEMO);
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.path.startsWith(ADMIN_PREFIX))) {
      const answer = await call(unguarded, route);
      if (answer.status !== 403 || answer.body.code !== 'SECOND_FACTOR_REQUIRED')
        wrong.push(`${route.key}: ${answer.status} ${answer.body.code}`);
    }
    await t.sql('UPDATE users SET is_admin = false WHERE email = ?', [APPROVED_DEMO.email]);
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a visitor on every member and members-only route, and lets a subscribed member past the guard', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => ['member', 'subscriber'].includes(ACCESS[candidate.key]))) {
      const asVisitor = await call(visitor, route);
      if (asVisitor.status !== 401) wrong.push(`${route.key}: visitor got ${asVisitor.status}`);
      const asMember = await call(member, route);
      const refusedByGuard =
        asMember.status === 401 || (asMember.status === 403 && asMember.body.message === NOT_ADMIN);
      if (refusedByGuard || asMember.status >= 500) wrong.push(`${route.key}: member got ${asMember.status}`);
    }
    expect(wrong).toEqual([]);
  });

  describe('the members-only routes (D20)', () => {
    let unsubscribed: TestClient;
    let granted: TestClient;

    beforeAll(async () => {
      unsubscribed = await t.signIn((await aMemberWithout(t, { status: 'inactive', tier: null })).credentials);
      granted = await t.signIn((await aMemberWithout(t, { status: 'active', tier: 'professional' })).credentials);
    });

    const gated = () => routes.filter((candidate) => ACCESS[candidate.key] === 'subscriber');
    /** Refused by the guard: no session, or no subscription. */
    const refused = (answer: { status: number; body: { code?: string } }) =>
      answer.status === 401 || (answer.status === 403 && answer.body.code === 'SUBSCRIPTION_REQUIRED');

    it('refuses a signed-in member without an active subscription on each, with its code and a message', async () => {
      expect(gated().length).toBeGreaterThanOrEqual(13);
      const wrong: string[] = [];
      for (const route of gated()) {
        const answer = await call(unsubscribed, route);
        if (answer.status !== 403 || answer.body.code !== 'SUBSCRIPTION_REQUIRED' || !answer.body.message)
          wrong.push(`${route.key}: ${answer.status} ${answer.body.code}`);
      }
      expect(wrong).toEqual([]);
    });

    it('lets a paying member, a member with a granted subscription and an admin past the guard on each', async () => {
      const wrong: string[] = [];
      for (const route of gated()) {
        for (const [who, client] of [
          ['paying', member],
          ['granted', granted],
          ['admin', admin],
        ] as const) {
          const answer = await call(client, route);
          if (refused(answer) || answer.status >= 500) wrong.push(`${route.key}: ${who} got ${answer.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('lets a member without a subscription past the guard on every other member route', async () => {
      const wrong: string[] = [];
      for (const route of routes.filter((candidate) => ACCESS[candidate.key] === 'member')) {
        const answer = await call(unsubscribed, route);
        if (refused(answer) || answer.status >= 500) wrong.push(`${route.key}: ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    });
  });

  it('lets a visitor past the guard on every public route, the API description included', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(
      (candidate) => ACCESS[candidate.key] === 'public' || API_DOCS.test(candidate.path),
    )) {
      const response = await call(visitor, route);
      if ([401, 403].includes(response.status) || response.status >= 500) {
        wrong.push(`${route.key}: visitor got ${response.status} ${response.text.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
