import type { Server } from 'node:http';
import type { PlatformSettings } from '../config/platform-settings';

/**
 * Node's defaults let a client that declares a body and never sends it hold a connection for minutes (an outside
 * review saw 329 s): the headers must arrive within `headersMs`, the whole request within `requestMs`, else 408 and
 * the connection is closed. Only receiving the request is timed: a long answer (the data export's stream) is not.
 * Node checks for late requests every `connectionsCheckingInterval` (30 s by default, read when the server starts
 * listening; the option `http.createServer` takes, kept on the server as this field, which Nest's adapter creates
 * without options): checked every second here, so a late request is closed within a second of its deadline.
 */
export function applyServerTimeouts(server: Server, timeouts: PlatformSettings['httpTimeouts']): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1_000,
    timeouts.headersMs,
  );
}
