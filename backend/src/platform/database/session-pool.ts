import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The small pg pool behind the session store (connect-pg-simple speaks plain `pg`). */
@Injectable()
export class SessionPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 5 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
