import { once } from 'node:events';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readiness } from '../src/platform/health/readiness';
import { drainableServer } from '../src/platform/http/drain';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The real app while it drains, as main.ts drains it on SIGTERM (issue 30; docs/operations.md, "Shutdown"). Behind
 * nginx, a read must be retried on another instance: it gets no answer at all, which nginx retries as a failed
 * connection. Never a 503: nginx passes 503s to the client, because every instance answers 503 while the database is
 * away (the PostgreSQL drill). The health probes answer about this instance, and a write is served.
 */
describe('the app while it drains', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => t.close());

  function send(port: number, method: string, path: string) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    });
  }

  it('closes reads unanswered, answers the probes, serves writes, then stops listening', async () => {
    const http = drainableServer(t.server);
    t.server.listen(0, '127.0.0.1');
    await once(t.server, 'listening');
    const { port } = t.server.address() as AddressInfo;
    expect((await send(port, 'GET', '/api/blog/posts?limit=3')).status).toBe(200);

    t.app.get(Readiness).drain();
    const drained = http.drain(3_000);
    await expect(send(port, 'GET', '/api/blog/posts?limit=3')).rejects.toMatchObject({ code: 'ECONNRESET' });
    await expect(send(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNRESET' });

    const ready = await send(port, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ code: 'SHUTTING_DOWN' });
    expect((await send(port, 'GET', '/api/health')).status).toBe(200);

    // A write reaches the app (here the CSRF check refuses it): it may have been sent here, so only here is it answered.
    const write = await send(port, 'POST', '/api/login');
    expect(write.status).toBe(403);
    expect(write.headers.connection).toBe('close');

    await drained;
    await expect(send(port, 'GET', '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
