import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** Sign-in limits under real parallel requests; client addresses come from X-Forwarded-For (TRUST_PROXY). */
describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const attempt = (client: TestClient, address: string, password: string) =>
    client.post('/api/login', { email: DEMO.email, password }).set('X-Forwarded-For', address);
  const checkedPasswords = (statuses: number[]) => statuses.filter((status) => status === 401).length;

  it('counts first: of 50 parallel wrong passwords from one address, 10 reach the check, 40 wait 15 minutes', async () => {
    const client = await t.client();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(client, '203.0.113.7', `wrong-guess-${i}`)),
    );
    expect(checkedPasswords(responses.map((r) => r.status))).toBe(10);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.body).toEqual({
        statusCode: 429,
        code: 'LOGIN_RATE_LIMITED',
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      });
    }
  });

  it('an attacker at one address cannot keep the member out', async () => {
    const attacker = await t.client();
    const statuses = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await attempt(attacker, '203.0.113.7', `guess-${i}`)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const member = await t.client();
    expect((await attempt(member, '198.51.100.2', DEMO.password)).status).toBe(200);
  });

  it('locks the account when many addresses guess, for a delay that grows', async () => {
    const guessFromManyAddresses = async () => {
      const bot = await t.client();
      await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(bot, `192.0.2.${i + 1}`, `bot-${i}`)));
    };
    const member = await t.client();
    await guessFromManyAddresses();
    const first = await attempt(member, '198.51.100.2', DEMO.password);
    expect(first.body).toEqual({
      statusCode: 429,
      code: 'LOGIN_RATE_LIMITED',
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });

    await endLockout();
    await guessFromManyAddresses();
    const second = await attempt(member, '198.51.100.2', DEMO.password);
    expect(second.body.message).toBe('Too many sign-in attempts. Please try again in 2 minutes.');

    await endLockout();
    expect((await attempt(member, '198.51.100.2', DEMO.password)).status).toBe(200);
  });

  it('counts only wrong attempts against an address: 60 sign-ins from one office, then wrong ones are limited', async () => {
    const office = await t.client();
    for (let i = 0; i < 60; i += 1) expect((await attempt(office, '203.0.113.9', DEMO.password)).status).toBe(200);
    const [bucket] = await t.sql<{ count: number }>(
      "SELECT count FROM rate_limit_buckets WHERE key = 'login:address:203.0.113.9'",
    );
    expect(bucket?.count).toBe(0);
    // Forty-nine wrong passwords at other accounts, the 50th attempt still answers; the 51st is refused.
    for (let i = 0; i < 49; i += 1) {
      const wrong = await office
        .post('/api/login', { email: `nobody${i}@example.com`, password: 'x' })
        .set('X-Forwarded-For', '203.0.113.9');
      expect(wrong.status).toBe(401);
    }
    expect((await attempt(office, '203.0.113.9', DEMO.password)).status).toBe(200);
    await office
      .post('/api/login', { email: 'nobody@example.com', password: 'x' })
      .set('X-Forwarded-For', '203.0.113.9');
    expect((await attempt(office, '203.0.113.9', DEMO.password)).status).toBe(429);
  });

  /** As if the lockout's minutes had passed. */
  const endLockout = () =>
    t.sql("UPDATE rate_limit_buckets SET reset_at = now() - interval '1 second' WHERE key LIKE 'login:lockout:%'");
});
