import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The small pg pool behind the session store (connect-pg-simple speaks plain `pg`). */
@Injectable()
export class SessionPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 5 });
    // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
    // the pool replaces it on the next checkout.
    const logger = new Logger('SessionPool');
    this.pool.on('error', (error) => logger.warn(`idle session-store connection lost: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
