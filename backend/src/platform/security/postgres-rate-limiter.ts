import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiter, RateLimitResult } from './rate-limiter';

interface BucketRow {
  count: number;
  retry_after: number;
}

/**
 * One atomic upsert per hit: the database, not JavaScript, decides the count, so concurrent
 * requests on several instances cannot slip past the limit.
 */
@Injectable()
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly em: EntityManager) {}

  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    const rows: BucketRow[] = await this.em.getConnection().execute(
      `INSERT INTO rate_limit_buckets (key, count, reset_at)
       VALUES (?, 1, now() + make_interval(secs => ?))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
         reset_at = CASE WHEN rate_limit_buckets.reset_at <= now()
                         THEN excluded.reset_at ELSE rate_limit_buckets.reset_at END
       RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
      [key, windowSeconds],
    );
    return toResult(rows[0]);
  }

  async peek(key: string): Promise<RateLimitResult> {
    const rows: BucketRow[] = await this.em.getConnection().execute(
      `SELECT count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after
       FROM rate_limit_buckets WHERE key = ? AND reset_at > now()`,
      [key],
    );
    return rows[0] ? toResult(rows[0]) : { count: 0, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute('DELETE FROM rate_limit_buckets WHERE key = ?', [key]);
  }
}

function toResult(row: BucketRow): RateLimitResult {
  return { count: Number(row.count), retryAfterSeconds: Math.max(0, Number(row.retry_after)) };
}
