import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005000_applications_review_queue extends Migration {
  override async up(): Promise<void> {
    // The admin's review queue is read one page at a time in this order (awaiting a decision first, then
    // newest): with the index, a page is the next few index entries instead of a sort of every application.
    // The expression must stay identical to REVIEW_RANK in the admin module's review-queue.read-query.ts.
    // The applicant search (a substring of name, email or username) scans users: a few thousand rows take
    // milliseconds, and a trigram index would need the pg_trgm extension on every database we run on.
    this.addSql(`
      CREATE INDEX applications_review_order_idx ON applications (
        (CASE status WHEN 'pending' THEN 0 WHEN 'quiz_required' THEN 1 ELSE 2 END), created_at DESC, id DESC)`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX applications_review_order_idx');
  }
}
