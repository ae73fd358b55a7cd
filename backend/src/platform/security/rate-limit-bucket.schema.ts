import { EntitySchema } from '@mikro-orm/core';

/** One fixed-window counter of the rate limiter (migration: platform/database/migrations). */
export interface RateLimitBucket {
  key: string;
  count: number;
  resetAt: Date;
}

export const RateLimitBucketSchema = new EntitySchema<RateLimitBucket>({
  name: 'RateLimitBucket',
  tableName: 'rate_limit_buckets',
  properties: {
    key: { type: 'string', primary: true, length: 300 },
    count: { type: 'integer' },
    resetAt: { type: 'datetime', fieldName: 'reset_at' },
  },
});
