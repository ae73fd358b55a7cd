import { Migration } from '@mikro-orm/migrations';

/**
 * The sandbox's ledger of charges and refunds (issue 27, billing history): each paid intent keeps the plan and the
 * period it paid for, renewals are recorded as paid intents too, and a refund is kept on the charge it returns.
 */
export class Migration20261228000000_billing_sandbox_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE billing_sandbox_intents
        ADD COLUMN tier text NULL CHECK (tier IN ('free_trial', 'writer', 'professional', 'editorial_partner')),
        ADD COLUMN period_start timestamptz NULL,
        ADD COLUMN period_end timestamptz NULL,
        ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
        ADD COLUMN refunded_at timestamptz NULL`);
    this.addSql(
      `CREATE INDEX billing_sandbox_intents_ledger_idx ON billing_sandbox_intents (subscription_id) WHERE kind = 'payment'`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX billing_sandbox_intents_ledger_idx');
    this.addSql(`
      ALTER TABLE billing_sandbox_intents DROP COLUMN tier, DROP COLUMN period_start, DROP COLUMN period_end,
        DROP COLUMN refunded_cents, DROP COLUMN refunded_at`);
  }
}
