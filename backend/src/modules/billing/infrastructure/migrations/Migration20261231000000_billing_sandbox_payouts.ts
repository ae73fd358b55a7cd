import { Migration } from '@mikro-orm/migrations';

export class Migration20261231000000_billing_sandbox_payouts extends Migration {
  override async up(): Promise<void> {
    // The sandbox provider's connected accounts and transfers (D21). Test data only: a test bank account number,
    // never a real one. No e-mail: nothing here names the member but the test form's name, which goes with the account. The unique idempotency key is what makes a retried transfer pay once.
    this.addSql(`
      CREATE TABLE billing_sandbox_payout_accounts (
        id text PRIMARY KEY,
        holder_name text,
        country text,
        account_number text,
        onboarded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE billing_sandbox_transfers (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        account_id text NOT NULL REFERENCES billing_sandbox_payout_accounts (id),
        amount_cents integer NOT NULL CHECK (amount_cents >= 1),
        status text NOT NULL CHECK (status IN ('paid', 'failed')),
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE billing_sandbox_transfers');
    this.addSql('DROP TABLE billing_sandbox_payout_accounts');
  }
}
