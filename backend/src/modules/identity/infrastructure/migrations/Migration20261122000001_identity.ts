import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000001_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        username varchar(20) NOT NULL,
        password_hash varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        is_active boolean NOT NULL DEFAULT true,
        is_admin boolean NOT NULL DEFAULT false,
        stripe_subscription_id varchar(255),
        subscription_status text NOT NULL DEFAULT 'inactive'
          CHECK (subscription_status IN ('active', 'inactive', 'canceled', 'incomplete')),
        subscription_tier text
          CHECK (subscription_tier IN ('free_trial', 'writer', 'professional', 'editorial_partner', 'admin')),
        CONSTRAINT users_email_unique UNIQUE (email),
        CONSTRAINT users_email_lowercase CHECK (email = lower(email))
      )`);
    this.addSql('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');

    // connect-pg-simple's table, plus an index to end every session of one user (deactivation).
    this.addSql(`
      CREATE TABLE session (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamptz(6) NOT NULL
      )`);
    this.addSql('CREATE INDEX session_expire_idx ON session (expire)');
    this.addSql(`CREATE INDEX session_user_idx ON session (((sess -> 'passport' ->> 'user')))`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE session');
    this.addSql('DROP TABLE users');
  }
}
