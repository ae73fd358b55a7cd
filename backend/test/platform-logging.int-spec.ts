import { confirmCard, person, startPayment, accountPayload } from './support/billing';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

/** Every line the app logged, parsed. */
class LogCapture {
  readonly text: string[] = [];
  write(line: string): void {
    this.text.push(line);
  }
  get lines(): Record<string, unknown>[] {
    return this.text.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

describe('logs', () => {
  const capture = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'trace' }, { logDestination: capture });
  });
  afterAll(() => t.close());

  it('never carry a password, card number, session id or CSRF token', async () => {
    const client = await t.client();
    const who = person({ password: 'Unmistakable-Passphrase-731' });
    const setup = await startPayment(client, 'writer', who);
    expect((await confirmCard(client, setup.clientSecret)).status).toBe(200);
    const created = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(created.status).toBe(201);
    const sessionCookie = ([] as string[])
      .concat(created.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('penwright.sid='))!;
    const sessionId = decodeURIComponent(sessionCookie.split(';')[0].slice('penwright.sid='.length))
      .slice(2)
      .split('.')[0];
    await client.get('/api/user');
    const wrong = await (
      await t.client()
    ).post('/api/login', { email: DEMO.email, password: 'Wrong-Guess-Passphrase-88' });
    expect(wrong.status).toBe(401);
    // A malformed body: body-parser attaches the raw text to its error.
    await (await t.client()).post('/api/login', '{"email":"a@b.co","password":"Half-Sent-Passphrase-55"');
    await client.get(`/api/payment-result?payment_intent=pi_1&payment_intent_client_secret=${setup.clientSecret}`);

    const all = capture.text.join('\n');
    expect(all).toContain('/api/create-account'); // the capture works: requests were logged
    for (const secret of [
      who.password,
      'Wrong-Guess-Passphrase-88',
      'Half-Sent-Passphrase-55',
      '4242 4242 4242 4242',
      '4242424242424242',
      sessionId,
      client.csrfToken,
      setup.clientSecret,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('carry the request id on the request line, the id the caller sent or a new one', async () => {
    const client = await t.client();
    await client.get('/api/user').set('X-Request-Id', 'trace-me-0042');
    const line = capture.lines.find((l) => l.url === '/api/user' && l.reqId === 'trace-me-0042');
    expect(line).toMatchObject({ method: 'GET', statusCode: 401, msg: 'request completed' });
  });
});
