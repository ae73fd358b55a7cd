import { Migration } from '@mikro-orm/migrations';

/** The rate limiter's counters (platform/security). Once part of the identity migration, hence `IF NOT EXISTS`. */
export class Migration20261122000002_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE IF NOT EXISTS rate_limit_buckets (
        key varchar(300) PRIMARY KEY,
        count integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE rate_limit_buckets');
  }
}
