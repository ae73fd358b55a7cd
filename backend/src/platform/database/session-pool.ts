import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../config/platform-settings';

/** The small pg pool behind the session store (platform/http/session-store.ts), apart from the ORM's. */
@Injectable()
export class SessionPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(PLATFORM_SETTINGS) config: PlatformSettings) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 5, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
    // the pool replaces it on the next checkout.
    const logger = new Logger('SessionPool');
    this.pool.on('error', (error) => logger.warn(`idle session-store connection lost: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
