import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { col, SqlRunner } from '../database/sql-runner';
import type { RateLimiter, RateLimitResult } from './rate-limiter';
import { RateLimitBucketSchema } from './rate-limit-bucket.schema';

/**
 * One atomic upsert per hit: the database, not JavaScript, decides the count, so concurrent requests on
 * several instances cannot slip past the limit. Windows are timed by the database's clock.
 * Call it outside a unit of work: a hit counted inside a transaction that rolls back would not count.
 */
@Injectable()
export class PostgresRateLimiter implements RateLimiter {
  constructor(
    private readonly sql: SqlRunner,
    private readonly em: EntityManager,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    const row = await this.sql.one(
      `INSERT INTO rate_limit_buckets (key, count, reset_at)
       VALUES (?, 1, now() + make_interval(secs => ?))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
         reset_at = CASE WHEN rate_limit_buckets.reset_at <= now()
                         THEN excluded.reset_at ELSE rate_limit_buckets.reset_at END
       RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
      [key, windowSeconds],
      BUCKET,
    );
    return toResult(row!);
  }

  async peek(key: string): Promise<RateLimitResult> {
    // The database's clock, as in `hit`: the app's may differ from it.
    const row = await this.sql.one(
      `SELECT count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after
       FROM rate_limit_buckets WHERE key = ? AND reset_at > now()`,
      [key],
      BUCKET,
    );
    return row ? toResult(row) : { count: 0, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.em.nativeDelete(RateLimitBucketSchema, { key });
  }

  async forgive(key: string): Promise<void> {
    await this.sql.run(
      'UPDATE rate_limit_buckets SET count = count - 1 WHERE key = ? AND reset_at > now() AND count > 0',
      [key],
    );
  }
}

const BUCKET = { count: col.int, retry_after: col.int };

function toResult(row: { count: number; retry_after: number }): RateLimitResult {
  return { count: row.count, retryAfterSeconds: Math.max(0, row.retry_after) };
}
