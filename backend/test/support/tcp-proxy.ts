import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a real server that a test can cut and restore: `down()` drops every connection and
 * refuses new ones, as a stopped or unreachable database does; `up()` serves again on the same port.
 * `freeze()` keeps every connection open and accepts new ones but relays nothing, either way: a database that
 * hangs, or a link that drops packets, without refusing anything (`down()` then `up()` ends it).
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** True between `freeze()` and the `down()` that ends it. */
  frozen = false;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new TcpProxy(target, port);
    await proxy.up();
    return proxy;
  }

  async up(): Promise<void> {
    if (this.server) return;
    this.frozen = false;
    this.server = createServer((client) => {
      if (this.frozen) return this.hold(client);
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  freeze(): void {
    this.frozen = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  private hold(client: Socket): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
