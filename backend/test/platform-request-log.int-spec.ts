import type { Response } from 'supertest';
import { accountPayload, CARD_OK, confirmCard, person, registerWithSandbox, startPayment } from './support/billing';
import { startTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 24: the request log is pino-http's. A visitor pays, registers and signs in while the log is captured:
 * no secret the requests carried reaches it, and each completed request has one line that says what was served.
 */
describe('platform: the request log', () => {
  const logged: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'trace' }, { logDestination: { write: (line) => logged.push(line) } });
  });
  afterAll(() => t.close());

  const lines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>);
  /** Every cookie value the server set, and for a signed cookie (`s:<id>.<signature>`) its id and signature. */
  const cookieSecrets = (responses: Response[]) =>
    responses
      .flatMap((response) => ([] as string[]).concat(response.headers['set-cookie'] ?? []))
      .map((cookie) => decodeURIComponent(cookie.split(';')[0].split('=').slice(1).join('=')))
      .filter((value) => value.length > 0)
      .flatMap((value) => (value.startsWith('s:') ? [value, ...value.slice(2).split('.')] : [value]));

  it('holds none of the secrets of a payment, a registration and a sign-in', async () => {
    const visitor = await t.client();
    const tokens = [visitor.csrfToken];
    const who = person({ password: 'Lantern-Orchard-Passphrase-4471' });
    const card = { ...CARD_OK, cvc: '8642' };
    const setup = await startPayment(visitor, 'writer', who);
    const confirmed = await confirmCard(visitor, setup.clientSecret, card);
    expect(confirmed.status).toBe(200);
    const created = await visitor.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(created.status).toBe(201);
    tokens.push(visitor.csrfToken);
    const redirect = await visitor.get(
      `/payment-result?payment_intent=${setup.clientSecret.split('_secret_')[0]}&payment_intent_client_secret=${setup.clientSecret}`,
    );

    const tab = await t.client();
    tokens.push(tab.csrfToken);
    const signedIn = await tab.post('/api/login', { email: who.email, password: who.password });
    expect(signedIn.status).toBe(200);
    tokens.push(tab.csrfToken);
    const me = await tab.get('/api/user');

    const all = logged.join('\n');
    expect(all).toContain('/api/create-account'); // the capture works: the requests were logged
    const cookies = cookieSecrets([confirmed, created, redirect, signedIn, me]);
    // The registration's and the sign-in's signed session cookies, with their ids and signatures.
    expect(cookies.filter((value) => value.startsWith('s:')).length).toBeGreaterThanOrEqual(2);
    const secrets = [
      who.password,
      card.cardNumber,
      card.cardNumber.replaceAll(' ', ''),
      setup.clientSecret,
      ...tokens,
      ...cookies,
    ];
    for (const secret of secrets) expect({ secret, found: all.includes(secret) }).toEqual({ secret, found: false });
    // Three or four digits could be part of anything: the code is looked for as a value of its own.
    expect(all).not.toMatch(new RegExp(`(^|[^\\w-])${card.cvc}([^\\w-]|$)`));
  });

  it('writes one line per request: id, method, route pattern, status, duration and the signed-in user', async () => {
    const member = await t.client();
    const { response: created } = await registerWithSandbox(member, 'writer');
    expect(created.status).toBe(201);
    const userId = (await member.get('/api/user')).body.id as number;
    expect(userId).toEqual(expect.any(Number));

    const draft = await member.put('/api/assignments/987654/draft', { content: 'A first paragraph.' });
    const reqId = String(draft.headers['x-request-id']);
    expect(reqId).toMatch(UUID);
    const line = lines().find((l) => l.reqId === reqId && l.msg === 'request completed');
    expect(line).toEqual(
      expect.objectContaining({
        reqId,
        method: 'PUT',
        route: '/api/assignments/:id/draft',
        url: '/api/assignments/987654/draft',
        statusCode: draft.status,
        ms: expect.any(Number),
        userId,
      }),
    );
    expect(lines().filter((l) => l.reqId === reqId && 'statusCode' in l)).toHaveLength(1);

    // A visitor's line names no user; a path no route matches is named by its path, without its query.
    const visitor = await t.client();
    const missing = await visitor.get('/api/no-such-thing?token=abc-secret-77');
    const unmatched = lines().find((l) => l.reqId === missing.headers['x-request-id'] && 'statusCode' in l);
    expect(unmatched).toMatchObject({ route: '/api/no-such-thing', statusCode: 404 });
    expect(unmatched).not.toHaveProperty('userId');
    expect(logged.join('\n')).not.toContain('abc-secret-77');
  });

  it('echoes a safe X-Request-Id and replaces an unsafe one, and leaves health probes out', async () => {
    const visitor = await t.client();
    const safe = await visitor.get('/api/blog/posts?limit=2').set('X-Request-Id', 'edge-proxy_0042');
    expect(safe.headers['x-request-id']).toBe('edge-proxy_0042');
    expect(lines().find((l) => l.reqId === 'edge-proxy_0042')).toMatchObject({ route: '/api/blog/posts' });

    const forged = 'x"}\n{"level":60,"msg":"forged';
    for (const unsafe of [forged, 'a'.repeat(65), 'has spaces']) {
      const answer = await visitor.get('/api/blog/posts?limit=2').set('X-Request-Id', encodeURIComponent(unsafe));
      expect(answer.headers['x-request-id']).toMatch(UUID);
      expect(lines().find((l) => l.reqId === answer.headers['x-request-id'])).toMatchObject({ statusCode: 200 });
    }
    expect(logged.join('\n')).not.toContain('forged');

    const probe = await visitor.get('/api/health');
    expect(probe.headers['x-request-id']).toMatch(UUID);
    expect(lines().some((l) => l.reqId === probe.headers['x-request-id'])).toBe(false);
  });
});
