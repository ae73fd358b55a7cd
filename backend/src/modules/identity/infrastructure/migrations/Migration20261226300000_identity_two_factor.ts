import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in with an authenticator app (D19). The secret is stored sealed (AES-256-GCM with the
 * TWO_FACTOR_KEY setting), never in clear; `last_used_step` refuses a code used before. Recovery codes are stored
 * only as their keyed hash (HMAC-SHA-256), each used once.
 */
export class Migration20261226300000_identity_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE totp_credentials (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        sealed_secret text NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        CONSTRAINT recovery_codes_user_hash_unique UNIQUE (user_id, code_hash)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE recovery_codes');
    this.addSql('DROP TABLE totp_credentials');
  }
}
