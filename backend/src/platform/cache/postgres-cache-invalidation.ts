import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../config/platform-settings';
import { SqlRunner } from '../database/sql-runner';
import type { CacheInvalidation } from './cache-invalidation';

/** The PostgreSQL channel every instance listens on; a notification's payload is the topic. */
export const CACHE_CHANNEL = 'penwright_cache';
/** Waits between attempts to listen again after the connection was lost: 0.5 s, doubling, at most 10 s. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * CacheInvalidation on PostgreSQL NOTIFY/LISTEN. `publish` is `pg_notify` through the context's connection (the
 * unit of work's transaction, if one is open: PostgreSQL delivers it on commit, never on rollback). Each instance
 * holds one connection of its own, outside the ORM's pool, that LISTENs (a session-level state: it must be a direct
 * connection, not one through PgBouncer in transaction mode). When that connection fails, it reconnects with a
 * growing wait, LISTENs again and tells every subscriber to drop everything, since what was announced meanwhile
 * was not heard.
 */
@Injectable()
export class PostgresCacheInvalidation implements CacheInvalidation, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CacheInvalidation');
  private readonly listeners: ((topic: string | null) => void)[] = [];
  /** The connection listening, or being opened to listen; a loss of any other is an old one's and ignored. */
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectWaitMs = RECONNECT_FIRST_MS;
  private stopped = false;

  constructor(
    private readonly sql: SqlRunner,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  async publish(topic: string): Promise<void> {
    await this.sql.run('SELECT pg_notify(?, ?)', [CACHE_CHANNEL, topic]);
  }

  subscribe(listener: (topic: string | null) => void): void {
    this.listeners.push(listener);
  }

  /** Listens before the app serves: a failure here is retried in the background rather than stopping the start. */
  async onApplicationBootstrap(): Promise<void> {
    await this.listen(false);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(afterGap: boolean): Promise<void> {
    const client = new Client({ connectionString: this.settings.databaseUrl, application_name: 'penwright-listen' });
    this.client = client;
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message: Notification) => {
      if (message.channel === CACHE_CHANNEL && message.payload) this.emit(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.reconnectWaitMs = RECONNECT_FIRST_MS;
    if (afterGap) {
      this.logger.log('Listening for cache invalidations again; every cache was cleared');
      this.emit(null);
    }
  }

  /** `client` failed or ended: unless the app is stopping (or this was seen already), listen again after a wait. */
  private lost(client: Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.logger.warn(`Cache invalidation listener lost (${error?.message ?? 'connection ended'}); reconnecting`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen(true);
    }, this.reconnectWaitMs);
    this.reconnectWaitMs = Math.min(this.reconnectWaitMs * 2, RECONNECT_MAX_MS);
  }

  private emit(topic: string | null): void {
    for (const listener of this.listeners) {
      try {
        listener(topic);
      } catch (error) {
        this.logger.error(error);
      }
    }
  }
}
