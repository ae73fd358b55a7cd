import { Migration } from '@mikro-orm/migrations';

export class Migration20261205100000_payouts_queue_order extends Migration {
  override async up(): Promise<void> {
    // The editors' Payouts tab is read one page at a time in this order (D9, D10): requested pending first, then
    // pending, processing, completed, oldest first within each. With the index a page is the next few entries
    // instead of a sort of every payout ever made. The expression must stay identical to QUEUE_RANK in the admin
    // module's payout-queue.read-query.ts. It replaces payouts_queue_idx, whose columns gave no such order.
    this.addSql(`
      CREATE INDEX payouts_queue_order_idx ON payouts (
        (CASE WHEN status = 'pending' AND requested_at IS NOT NULL THEN 0 WHEN status = 'pending' THEN 1
              WHEN status = 'processing' THEN 2 ELSE 3 END), created_at, id)`);
    this.addSql('DROP INDEX payouts_queue_idx');
  }

  override async down(): Promise<void> {
    this.addSql('CREATE INDEX payouts_queue_idx ON payouts (status, requested_at, created_at)');
    this.addSql('DROP INDEX payouts_queue_order_idx');
  }
}
