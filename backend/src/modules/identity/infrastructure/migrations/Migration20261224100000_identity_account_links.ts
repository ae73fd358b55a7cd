import { Migration } from '@mikro-orm/migrations';

/**
 * Address checks and password resets (D18, D19). Accounts that exist now, the seeded ones included, count as
 * confirmed: they signed up before there was a link to confirm with. Each link's token is stored only as its
 * SHA-256 (a database reader cannot use it), with the address it was sent to, its expiry and when it was used.
 */
export class Migration20261224100000_identity_account_links extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz');
    this.addSql('UPDATE users SET email_confirmed_at = created_at');
    this.addSql(`
      CREATE TABLE account_links (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
        token_hash char(64) NOT NULL,
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT account_links_token_hash_unique UNIQUE (token_hash)
      )`);
    this.addSql('CREATE INDEX account_links_user_idx ON account_links (user_id, purpose)');
    this.addSql('CREATE INDEX account_links_expires_idx ON account_links (expires_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE account_links');
    this.addSql('ALTER TABLE users DROP COLUMN email_confirmed_at');
  }
}
