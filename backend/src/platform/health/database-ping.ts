import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How long readiness waits for the database: a load balancer's probe must get its answer within a second, and the
 * answer's own way through the app needs the rest. With 800 ms, twelve probes (ten at once) on a busy 2-CPU machine
 * answered in up to 1,009 ms (health-readiness.int-spec.ts).
 */
export const READINESS_TIMEOUT_MS = 600;

/** The database did not answer within the time allowed (a frozen server, a dead link, a pool with no connection). */
export class PingTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/** The driver's connection as knex's pool hands it out (pg's Client, with knex's own mark of a dead connection). */
interface PooledConnection {
  query(sql: string): Promise<unknown>;
  connection?: { stream?: { destroy(): void } };
  __knex__disposed?: unknown;
}

/**
 * `SELECT 1` on a connection of the ORM's pool, raced with a timer. A database that refuses answers at once; one
 * that accepts and stays silent (frozen, or a link that drops packets) would hold the probe as long as TCP lets it,
 * so after `timeoutMs` the ping gives up: the connection it holds is cut (its socket destroyed, marked disposed, so
 * the pool discards it instead of handing a dead one to a request) and one still being acquired is released when it
 * arrives. Every probe then costs at most one connection for at most `timeoutMs`.
 */
export async function pingDatabase(orm: MikroORM, timeoutMs = READINESS_TIMEOUT_MS): Promise<void> {
  const client = (orm.em as EntityManager).getConnection().getKnex().client as {
    acquireConnection(): Promise<PooledConnection>;
    releaseConnection(connection: PooledConnection): Promise<unknown>;
  };
  let held: PooledConnection | undefined;
  let abandoned = false;
  const ping = (async () => {
    const connection = await client.acquireConnection();
    held = connection;
    try {
      if (!abandoned) await connection.query('SELECT 1');
    } finally {
      held = undefined;
      await client.releaseConnection(connection);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([ping, timeout]);
  } catch (error) {
    if (error instanceof PingTimeout) {
      abandoned = true;
      ping.catch(() => undefined); // it fails (or ends) later, on its own; nobody waits for it any more
      if (held) {
        held.__knex__disposed = 'readiness ping timed out';
        held.connection?.stream?.destroy();
      }
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
