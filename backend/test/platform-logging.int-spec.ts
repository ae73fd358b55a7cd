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

/** The session id of the signed cookie (`s:<id>.<signature>`) an answer set. */
function sessionIdOf(response: { headers: Record<string, unknown> }): string {
  const cookie = ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith('penwright.sid='));
  return decodeURIComponent(cookie!.split(';')[0].slice('penwright.sid='.length)).slice(2).split('.')[0];
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

  it('never carry the values of a failed statement: no session id, e-mail or password hash', async () => {
    const member = await t.client();
    const sessionId = sessionIdOf(await member.post('/api/login', DEMO));
    const visitor = await t.client();
    const who = person({ password: 'Refused-Row-Passphrase-902' });
    const setup = await startPayment(visitor, 'writer', who);
    expect((await confirmCard(visitor, setup.clientSecret)).status).toBe(200);
    const before = capture.text.length;

    // The session store's read fails (its table is away), and so does the ORM's insert of a new member (a
    // constraint refuses every new row: PostgreSQL's detail then holds the whole row, hash and e-mail included).
    await t.sql('ALTER TABLE "session" RENAME TO session_away');
    try {
      expect((await member.get('/api/user')).status).toBe(500);
    } finally {
      await t.sql('ALTER TABLE session_away RENAME TO "session"');
    }
    await t.sql('ALTER TABLE users ADD CONSTRAINT refuse_new_rows CHECK (false) NOT VALID');
    try {
      const created = await visitor.post('/api/create-account', accountPayload(who, 'writer', setup));
      expect(created.status).toBe(500);
    } finally {
      await t.sql('ALTER TABLE users DROP CONSTRAINT refuse_new_rows');
    }

    const failures = capture.lines.slice(before).filter((l) => l.context === 'Errors');
    // The capture works: both failures were logged, with what says which error it was.
    expect(failures.map((l) => (l.err as { code?: string } | undefined)?.code)).toEqual(['42P01', '23514']);
    const all = capture.text.slice(before).join('\n');
    for (const secret of [sessionId, who.email, '$argon2', who.password]) {
      expect({ secret, found: all.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('carry the request id on the request line, the id the caller sent or a new one', async () => {
    const client = await t.client();
    await client.get('/api/user').set('X-Request-Id', 'trace-me-0042');
    const line = capture.lines.find((l) => l.url === '/api/user' && l.reqId === 'trace-me-0042');
    expect(line).toMatchObject({ method: 'GET', statusCode: 401, msg: 'request completed' });
  });
});
