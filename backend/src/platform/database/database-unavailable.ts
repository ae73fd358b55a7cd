import { ConnectionException } from '@mikro-orm/core';

/** The one answer while PostgreSQL cannot be reached: the client should retry, nothing is wrong with its request. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Socket errors of a server that is down or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/**
 * SQLSTATEs of a server that is going away or not accepting connections: class 08 (connection exception),
 * 57P01-57P03 (admin or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[1-3]|53300)$/;

/**
 * The driver's and the pools' words for a lost or refused connection. knex's "Transaction query already complete" is
 * a statement sent on a transaction that a failed statement has already ended: in this app that happens when the
 * server ends the connection under a unit of work (a fast shutdown ends every session), and the transaction has
 * rolled back, so the client should try again (the PostgreSQL drill, ops/drills/postgres-restart.drill.mjs).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Timeout acquiring a connection|Client has encountered a connection error|^Transaction query already complete/i;

/**
 * Whether `error` means the database cannot be reached right now, as opposed to a bad query: MikroORM's
 * ConnectionException, or a driver or pool error (from the pool of MikroORM's knex, the app's only one) with a
 * network code, a connection SQLSTATE or a pool's timeout. Looks through `cause` chains.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof ConnectionException) return true;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
