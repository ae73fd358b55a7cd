import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ExpiredBucketsJob } from './expired-buckets.job';
import { PostgresRateLimiter } from './postgres-rate-limiter';
import { RateLimitBucketSchema } from './rate-limit-bucket.schema';
import { RATE_LIMITER } from './rate-limiter';

/**
 * The rate limiter and its table. A static module like the feature modules: `forFeature` must run when the
 * module is loaded, not per app, or it would clear the entities the other modules registered.
 */
@Module({
  imports: [MikroOrmModule.forFeature([RateLimitBucketSchema])],
  providers: [{ provide: RATE_LIMITER, useClass: PostgresRateLimiter }, ExpiredBucketsJob],
  exports: [RATE_LIMITER],
})
export class RateLimitModule {}
