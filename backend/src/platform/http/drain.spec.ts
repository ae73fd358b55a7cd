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

  it('while draining, refuses reads with 503 SHUTTING_DOWN and serves writes, each closing its connection', async () => {
    const { server, port } = await serve(0);
    const http = drainableServer(server);
    const drained = http.drain(300);
    expect(http.draining).toBe(true);

    const read = await send(port, 'GET');
    expect(read.status).toBe(503);
    expect(read.headers.connection).toBe('close');
    expect(read.headers['retry-after']).toBe('1');
    expect(JSON.parse(read.body)).toMatchObject({ statusCode: 503, code: 'SHUTTING_DOWN' });

    // Liveness still answers: the process lives until it exits, and a supervisor must not kill its drain.
    expect((await send(port, 'GET', false, '/api/health')).status).toBe(200);

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
