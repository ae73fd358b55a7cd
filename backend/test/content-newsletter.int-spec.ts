import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('content: newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const rows = () => t.sql<{ email: string }>('SELECT email FROM newsletter_subscriptions ORDER BY id');
  const OK = { message: "You've been subscribed to our newsletter." };

  it('subscribes a visitor and stores the address in lower case', async () => {
    const client = await t.client();
    const response = await client.post('/api/newsletter/subscribe', { email: '  Reader@Example.COM ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(OK);
    expect(await rows()).toEqual([{ email: 'reader@example.com' }]);
  });

  it('answers a known address exactly like a new one and stores it once', async () => {
    const client = await t.client();
    const again = await client.post('/api/newsletter/subscribe', { email: 'READER@example.com' });
    const fresh = await client.post('/api/newsletter/subscribe', { email: 'fresh@example.com' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(await rows()).toEqual([{ email: 'reader@example.com' }, { email: 'fresh@example.com' }]);
  });

  it('stores one row when the same address arrives concurrently', async () => {
    const client = await t.client();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post('/api/newsletter/subscribe', { email: `${i % 2 ? 'Race' : 'RACE'}@example.com` }),
      ),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const stored = await t.sql("SELECT 1 FROM newsletter_subscriptions WHERE email = 'race@example.com'");
    expect(stored).toHaveLength(1);
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }],
    ['an empty address', { email: '' }],
    ['a missing address', {}],
    ['a number', { email: 42 }],
    ['an array', { email: ['a@example.com'] }],
    ['an object', { email: { $ne: null } }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
    ['a header injection', { email: 'a@example.com\r\nBcc: b@example.com' }],
  ])('answers 400 to %s', async (_name, body) => {
    const client = await t.client();
    const before = (await rows()).length;
    const response = await client.post('/api/newsletter/subscribe', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['Please enter a valid email address'],
    });
    expect(await rows()).toHaveLength(before);
  });

  it('refuses unknown fields, malformed JSON and a missing CSRF token', async () => {
    const client = await t.client();
    const extra = await client.post('/api/newsletter/subscribe', { email: 'x@example.com', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toEqual(['property admin should not exist']);
    expect((await client.post('/api/newsletter/subscribe', '{"email":')).status).toBe(400);
    const noToken = await request(t.server).post('/api/newsletter/subscribe').send({ email: 'x@example.com' });
    expect(noToken.status).toBe(403);
  });

  it('rate limits one address, with the same answer whether it is known or not', async () => {
    const client = await t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await client.post('/api/newsletter/subscribe', { email: 'limit@example.com' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await client.post('/api/newsletter/subscribe', { email: 'LIMIT@example.com' });
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'NEWSLETTER_RATE_LIMITED',
      message: 'Too many subscription attempts. Please try again later.',
    });
    expect((await client.post('/api/newsletter/subscribe', { email: 'other@example.com' })).status).toBe(200);
  });

  it('rate limits one client across addresses', async () => {
    const client = await t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      statuses.push((await client.post('/api/newsletter/subscribe', { email: `many${i}@example.com` })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('lets the database refuse a duplicate or a non-normalized address', async () => {
    const insert = (email: string) => t.sql('INSERT INTO newsletter_subscriptions (email) VALUES (?)', [email]);
    await expect(insert('Reader@example.com')).rejects.toThrow(/check/i);
    await expect(insert('reader@example.com')).rejects.toThrow(/newsletter_subscriptions_email_unique/);
  });
});
