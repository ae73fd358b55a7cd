import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolConfig } from 'pg';

/** Connections of the direct pool, beside the ORM's 10 (mikro-orm.options.ts): docs/operations.md counts them. */
const DIRECT_POOL_SIZE = 10;

/**
 * The `pg` pool for single statements outside a unit of work: the session store's, and `SqlRunner`'s when no
 * transaction is open (a unit of work's statements run on its transaction's connection, from the ORM's pool). It
 * connects as the ORM does and reads values as the ORM's driver does (its connection options and type parsers, so
 * timestamps stay text for the row decoders), but checks a connection out without knex's and tarn's machinery (an
 * acquire timer and a chain of promises per statement: docs/performance.md).
 */
@Injectable()
export class DirectPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(orm: MikroORM) {
    // knex's type of the options the ORM hands `pg` (a password may be a function there); `types` is among them.
    const options = orm.em.getConnection().getConnectionOptions() as PoolConfig;
    this.pool = new Pool({ ...options, max: DIRECT_POOL_SIZE, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
    // the pool replaces it on the next checkout.
    const logger = new Logger('DirectPool');
    this.pool.on('error', (error) => logger.warn(`idle direct connection lost: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
