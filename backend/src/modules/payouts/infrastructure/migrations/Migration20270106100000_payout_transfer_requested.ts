import { Migration } from '@mikro-orm/migrations';

export class Migration20270106100000_payout_transfer_requested extends Migration {
  override async up(): Promise<void> {
    // D21: when Process (or Retry) asked for the current attempt's transfer. Null for payouts an editor processed by
    // hand before transfers existed: those are never sent by the app, whatever their status.
    this.addSql('ALTER TABLE payouts ADD COLUMN transfer_requested_at timestamptz');
    this.addSql(
      `CREATE INDEX payouts_unconfirmed_transfer_idx ON payouts (transfer_requested_at)
       WHERE status = 'processing' AND transfer_id IS NULL AND transfer_requested_at IS NOT NULL`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE payouts DROP COLUMN transfer_requested_at');
  }
}
