import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (D19): each member's WebAuthn credentials (the public key only: the private key never leaves the
 * authenticator), and the challenges handed out and not yet answered, each under the SHA-256 of the handle the
 * browser holds, for five minutes and one answer.
 */
export class Migration20261229300000_identity_passkeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE passkeys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id varchar(1366) NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CHECK (counter BETWEEN 0 AND 4294967295),
        transports text[] NOT NULL DEFAULT '{}',
        name varchar(60) NOT NULL CHECK (length(trim(name)) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT passkeys_credential_id_unique UNIQUE (credential_id)
      )`);
    this.addSql('CREATE INDEX passkeys_user_idx ON passkeys (user_id)');
    this.addSql(`
      CREATE TABLE passkey_challenges (
        handle_hash char(64) PRIMARY KEY,
        ceremony text NOT NULL CHECK (ceremony IN ('registration', 'authentication')),
        user_id integer REFERENCES users (id) ON DELETE CASCADE,
        challenge varchar(128) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    this.addSql('CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE passkey_challenges');
    this.addSql('DROP TABLE passkeys');
  }
}
