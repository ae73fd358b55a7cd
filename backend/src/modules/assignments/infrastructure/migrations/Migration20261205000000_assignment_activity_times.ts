import { Migration } from '@mikro-orm/migrations';

export class Migration20261205000000_assignment_activity_times extends Migration {
  override async up(): Promise<void> {
    // When the member took the work (claim or an editor's assign) and when an editor last reviewed it: the
    // member's dashboard lists its recent activity from these, with submitted_at and the payouts.
    this.addSql('ALTER TABLE assignments ADD COLUMN accepted_at timestamptz, ADD COLUMN reviewed_at timestamptz');
    // Rows from before: the last change is the best moment known (updated_at moves with every status change).
    this.addSql("UPDATE assignments SET accepted_at = updated_at WHERE status <> 'available'");
    this.addSql("UPDATE assignments SET reviewed_at = updated_at WHERE status IN ('reviewed', 'completed')");
    // Open work was taken by nobody: a release back to `available` clears the moment with the assignee.
    this.addSql(
      "ALTER TABLE assignments ADD CONSTRAINT assignments_available_not_accepted CHECK (status <> 'available' OR accepted_at IS NULL)",
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE assignments DROP CONSTRAINT assignments_available_not_accepted');
    this.addSql('ALTER TABLE assignments DROP COLUMN accepted_at, DROP COLUMN reviewed_at');
  }
}
