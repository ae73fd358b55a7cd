import { Migration } from '@mikro-orm/migrations';

export class Migration20261231100000_payout_accounts_transfers extends Migration {
  override async up(): Promise<void> {
    // D21: the member's connected account at the payment provider, one per member, and what it still needs.
    this.addSql(`
      CREATE TABLE payout_accounts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        account_id text NOT NULL UNIQUE,
        state text NOT NULL DEFAULT 'onboarding' CHECK (state IN ('onboarding', 'restricted', 'enabled')),
        missing text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payout_accounts_user_unique UNIQUE (user_id)
      )`);
    // Transfers: the provider's transfer of the current attempt, its account, and why the last one failed.
    // `attempt` names the idempotency key (`payout-<id>` for 0, then `payout-<id>-<attempt>`).
    this.addSql(`
      ALTER TABLE payouts
        ADD COLUMN transfer_id text,
        ADD COLUMN transfer_account_id text,
        ADD COLUMN attempt integer NOT NULL DEFAULT 0 CHECK (attempt >= 0),
        ADD COLUMN failure_reason text,
        ADD COLUMN failed_at timestamptz`);
    this.addSql('CREATE UNIQUE INDEX payouts_transfer_idx ON payouts (transfer_id) WHERE transfer_id IS NOT NULL');
    this.addSql('ALTER TABLE payouts DROP CONSTRAINT payouts_status_check');
    this.addSql(`ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
      CHECK (status IN ('pending', 'processing', 'completed', 'failed'))`);
    // The queue's order (QUEUE_RANK in admin's payout-queue.read-query.ts): failed payouts, an editor's to retry,
    // rank with processing ones, before the completed.
    this.addSql('DROP INDEX payouts_queue_order_idx');
    this.addSql(`
      CREATE INDEX payouts_queue_order_idx ON payouts (
        (CASE WHEN status = 'pending' AND requested_at IS NOT NULL THEN 0 WHEN status = 'pending' THEN 1
              WHEN status IN ('processing', 'failed') THEN 2 ELSE 3 END), created_at, id)`);
    // Provider events already applied: each event id once (D21).
    this.addSql(`
      CREATE TABLE payout_provider_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE payout_provider_events');
    this.addSql('DROP TABLE payout_accounts');
    this.addSql('DROP INDEX payouts_transfer_idx');
    this.addSql(`ALTER TABLE payouts DROP COLUMN transfer_id, DROP COLUMN transfer_account_id, DROP COLUMN attempt,
      DROP COLUMN failure_reason, DROP COLUMN failed_at`);
  }
}
