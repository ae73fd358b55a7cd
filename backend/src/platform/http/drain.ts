import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PROBES = new Set(['/api/health', '/api/health/ready']);

/**
 * How an instance leaves a load balancer without failing a request (docs/operations.md, "Shutdown"; the SIGTERM
 * drill, ops/drills). Nest's own `app.close()` closes the HTTP server last, after every module (the ORM, the session
 * store) is gone: a request that arrived meanwhile failed with a 500. And closing a listening socket resets the
 * connections the kernel has accepted and the process has not read yet: nginx answers a reset POST with a 502 (it
 * never sends a POST twice). So, on a signal, for `drainMs`:
 *   - a read (GET, HEAD, OPTIONS) gets no answer: its connection is closed unread. For nginx that is a failed
 *     attempt (`proxy_next_upstream error`): it sends the read to another instance and takes this one out of its
 *     rotation (`max_fails=1`, `fail_timeout` longer than the drain), so no request is left in the kernel's queue
 *     when the socket closes. Not a 503: nginx must not retry 503s, which are the app's answer while the database is
 *     away (every instance gives it; retrying them took every instance out of the rotation: the PostgreSQL drill);
 *   - the health probes (liveness, readiness) are answered: they ask about this instance, and readiness says it drains;
 *   - a write (POST, PUT, PATCH, DELETE) is served as usual: it may already have been sent here, and only this
 *     instance may answer it;
 *   - every answer carries `Connection: close`, so each connection retires after its answer.
 * Then the server stops listening and waits for the requests in flight to be answered; only then may the caller
 * close the application (the job queue, the pools). Without a proxy in front (`drainMs` 0, the default outside
 * production) it stops listening at once.
 */
export interface HttpDrain {
  /** Resolves once the drain has passed, every request in flight has been answered and the server has closed. */
  drain(drainMs: number): Promise<void>;
  readonly draining: boolean;
}

/** Takes over the server's request listeners (Express's, which Nest installed); call it before `listen`. */
export function drainableServer(server: Server): HttpDrain {
  let draining = false;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res.shouldKeepAlive = false;
      // The probes answer: liveness that the process lives (a supervisor must not kill a drain), readiness 503.
      if (SAFE_METHODS.has(req.method ?? '') && !PROBES.has(req.url ?? '')) return void req.socket.destroy();
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
  return {
    get draining() {
      return draining;
    },
    async drain(drainMs) {
      draining = true;
      if (drainMs > 0) await delay(drainMs);
      // close() stops listening, closes idle connections, and calls back once the last busy one has ended.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
