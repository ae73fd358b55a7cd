import { Migration } from '@mikro-orm/migrations';

export class Migration20270106000000_assignment_premium_since extends Migration {
  override async up(): Promise<void> {
    // D20, "First look": the early-access hours count from when an editor marked the work premium, not from when it
    // was posted. Work marked before this column existed counts from its creation, as it did then.
    this.addSql('ALTER TABLE assignments ADD COLUMN premium_since timestamptz');
    this.addSql('UPDATE assignments SET premium_since = created_at WHERE is_premium');
    this.addSql(
      'ALTER TABLE assignments ADD CONSTRAINT assignments_premium_since_check CHECK (is_premium = (premium_since IS NOT NULL))',
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE assignments DROP COLUMN premium_since');
  }
}
