import { Migration } from '@mikro-orm/migrations';

export class Migration20270105400000_premium_assignments extends Migration {
  override async up(): Promise<void> {
    // D20, "First look": an editor marks work premium; Editorial Partners may take it before everyone else.
    this.addSql('ALTER TABLE assignments ADD COLUMN is_premium boolean NOT NULL DEFAULT false');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE assignments DROP COLUMN is_premium');
  }
}
