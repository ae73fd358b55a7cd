import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { drainableServer } from './drain';

/** A server whose POSTs take `slowMs` to answer, as a write in flight does. */
async function serve(slowMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const answer = () => res.end(JSON.stringify({ method: req.method }));
    if (req.method === 'POST') setTimeout(answer, slowMs);
    else answer();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

function send(
  port: number,
  method: string,
  agent: Agent | false = false,
  path = '/',
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, method, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drainableServer', () => {
  it('serves as usual until it drains', async () => {
    const { server, port } = await serve(0);
    drainableServer(server);
    const agent = new Agent({ keepAlive: true });
    const answer = await send(port, 'GET', agent);
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
    agent.destroy();
    server.close();
  });

  it('while draining, closes reads unanswered, answers the probes and serves writes, each closing its connection', async () => {
    const { server, port } = await serve(0);
    const http = drainableServer(server);
    const drained = http.drain(300);
    expect(http.draining).toBe(true);

    // No answer at all, so that nginx tries another instance (proxy_next_upstream error) and never has to retry a
    // 503, which is the app's answer while the database is away.
    await expect(send(port, 'GET')).rejects.toMatchObject({ code: 'ECONNRESET' });
    await expect(send(port, 'HEAD', false, '/api/assignments')).rejects.toMatchObject({ code: 'ECONNRESET' });

    // The probes still answer about this instance: liveness that it lives (a supervisor must not kill its drain),
    // readiness whatever the app says (503 while draining; this test's server says 200).
    for (const probe of ['/api/health', '/api/health/ready']) {
      const answer = await send(port, 'GET', false, probe);
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
    }

    const write = await send(port, 'POST');
    expect(write.status).toBe(200);
    expect(write.headers.connection).toBe('close');
    expect(JSON.parse(write.body)).toEqual({ method: 'POST' });
    await drained;
    await expect(send(port, 'POST')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('closes only once the writes in flight have been answered', async () => {
    const { server, port } = await serve(400);
    const http = drainableServer(server);
    const inFlight = send(port, 'POST');
    await delay(50);
    let drained = false;
    const drain = http.drain(0).then(() => (drained = true));
    await delay(200);
    expect(drained).toBe(false);
    expect((await inFlight).status).toBe(200);
    await drain;
  });
});
