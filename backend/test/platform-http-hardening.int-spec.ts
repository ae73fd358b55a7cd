import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/** What a raw connection received, and how long after it opened the server closed it. */
interface RawExchange {
  received: string;
  closedAfterMs: number;
}

/**
 * Opens a connection, writes `parts` (each after its delay in ms) and waits until the server closes it, or
 * `giveUpMs`; a connection still open then is ended by the test and reported as such.
 */
function rawExchange(port: number, parts: { afterMs: number; data: string }[], giveUpMs: number) {
  return new Promise<RawExchange & { closedByServer: boolean }>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const timers = parts.map((part) => setTimeout(() => socket.write(part.data), part.afterMs));
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    const finish = (closedByServer: boolean) => {
      [...timers, giveUp].forEach(clearTimeout);
      socket.destroy();
      resolve({ received, closedAfterMs: Date.now() - started, closedByServer });
    };
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

/** Issue 30, item 6: what an outside review found at the edge of the HTTP server. */
describe('platform: HTTP server hardening', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Short timeouts, so that the test is fast; production's are 10 s and 30 s (docs/operations.md).
    t = await startTestApp({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '1000' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const login = JSON.stringify({ email: 'nobody@penwright.test', password: 'not-the-password-2026' });
  const loginHead = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n`;

  it('answers 408 and closes a connection whose declared body never arrives, within the request timeout', async () => {
    const exchange = await rawExchange(port, [{ afterMs: 0, data: loginHead }], 5_000);
    expect(exchange.closedByServer).toBe(true);
    // The app may answer first (here the CSRF check refuses before reading the body), but the connection, still
    // waiting for the body, is not held: 408, closed.
    expect(exchange.received).toMatch(/HTTP\/1\.1 408 Request Timeout\r\nConnection: close/);
    expect(exchange.closedAfterMs).toBeLessThan(1_000 + 1_500);
  });

  it('answers 408 and closes a connection whose headers never end, within the headers timeout', async () => {
    const exchange = await rawExchange(port, [{ afterMs: 0, data: 'GET /api/health HTTP/1.1\r\nHost: 127' }], 5_000);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.closedAfterMs).toBeLessThan(400 + 1_500);
  });

  it('still takes a body that comes slowly but within the request timeout', async () => {
    const half = Math.floor(login.length / 2);
    const exchange = await rawExchange(
      port,
      [
        { afterMs: 0, data: loginHead },
        { afterMs: 300, data: login.slice(0, half) },
        { afterMs: 600, data: login.slice(half) },
      ],
      1_500,
    );
    // The app's own answer (no CSRF token: refused by the app, after reading the body), not a timeout.
    expect(exchange.received).toMatch(/^HTTP\/1\.1 (?!408)\d{3} /);
    expect(exchange.received).toContain('"code":');
  });

  it('forbids framing with both headers: X-Frame-Options DENY agrees with frame-ancestors none', async () => {
    for (const path of ['/api/health', '/']) {
      const response = await request(t.server).get(path);
      expect({ path, frame: response.headers['x-frame-options'] }).toEqual({ path, frame: 'DENY' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
