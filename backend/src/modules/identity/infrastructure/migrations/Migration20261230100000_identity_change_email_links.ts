import { Migration } from '@mikro-orm/migrations';

/**
 * A member's change of address (issue 26, D19): its confirmation link is an account link of a third purpose, sent to
 * the new address (the link's `email`); the account keeps its old address until the link is opened.
 */
export class Migration20261230100000_identity_change_email_links extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check');
    this.addSql(`ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
      CHECK (purpose IN ('confirm-email', 'reset-password', 'change-email'))`);
  }

  override async down(): Promise<void> {
    this.addSql("DELETE FROM account_links WHERE purpose = 'change-email'");
    this.addSql('ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check');
    this.addSql(`ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
      CHECK (purpose IN ('confirm-email', 'reset-password'))`);
  }
}
