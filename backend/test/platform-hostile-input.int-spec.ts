import { DEMO, startTestApp, type TestApp } from './support/test-app';

/** Bodies an attacker sends to the unauthenticated POSTs: none may answer 5xx or reach the database. */
describe('hostile input at the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const subscribers = async () => (await t.sql('SELECT id FROM newsletter_subscriptions')).length;

  it.each(['/api/login', '/api/newsletter/subscribe'])('refuses deeply nested JSON on %s with a 400', async (url) => {
    const client = await t.client();
    for (const body of [nested(5000), nestedObject(5000), `{"email":${nested(40)}}`]) {
      const response = await client.post(url, body).set('Content-Type', 'application/json');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'MALFORMED_JSON',
        message: 'JSON body is nested too deeply (at most 32 levels)',
      });
    }
  });

  it('accepts ordinary nesting and keeps the size limit', async () => {
    const client = await t.client();
    const ok = await client.post('/api/login', JSON.stringify({ email: DEMO.email, password: DEMO.password }));
    expect(ok.status).toBe(200);
    const huge = await client
      .post('/api/login', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }))
      .set('Content-Type', 'application/json');
    expect(huge.status).toBe(413);
  });

  it('refuses a JSON body in another charset than UTF-8', async () => {
    const client = await t.client();
    const response = await client
      .post('/api/login', JSON.stringify({ email: DEMO.email, password: DEMO.password }))
      .set('Content-Type', 'application/json; charset=utf-16');
    expect(response.status).toBe(415);
  });

  it('refuses a lone surrogate with the field message, in login and newsletter, storing nothing', async () => {
    const client = await t.client();
    const before = await subscribers();
    const login = await client.post('/api/login', { email: 'dana\uD800@penwright.test', password: 'whatever-2026' });
    expect(login.status).toBe(400);
    expect(login.body.message).toEqual(['Please enter a valid email address']);
    const raw = '{"email":"\\udc00dana@penwright.test"}';
    const newsletter = await client.post('/api/newsletter/subscribe', raw).set('Content-Type', 'application/json');
    expect(newsletter.status).toBe(400);
    expect(await subscribers()).toBe(before);
    // A well-formed pair (an emoji) is not a lone surrogate.
    const pair = await client.post('/api/login', { email: DEMO.email, password: 'pen 📝 wrong' });
    expect(pair.status).toBe(401);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a body with a %s key', async (key) => {
    const client = await t.client();
    const body = `{"email":"a@b.co","password":"whatever-2026","${key}":{"isAdmin":true}}`;
    for (const url of ['/api/login', '/api/newsletter/subscribe']) {
      const response = await client.post(url, body).set('Content-Type', 'application/json');
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual([`property ${key} should not exist`]);
    }
  });
});
