import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004000_applicant_details extends Migration {
  override async up(): Promise<void> {
    // The registration's applicant info (address, phone, genres, experience), kept for the editors.
    this.addSql(`
      ALTER TABLE applications ADD COLUMN applicant jsonb
        CHECK (applicant IS NULL OR jsonb_typeof(applicant) = 'object')`);
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE applications DROP COLUMN applicant');
  }
}
