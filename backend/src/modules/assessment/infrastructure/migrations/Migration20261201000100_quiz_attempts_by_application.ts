import { Migration } from '@mikro-orm/migrations';

export class Migration20261201000100_quiz_attempts_by_application extends Migration {
  override async up(): Promise<void> {
    // D17 counts attempts per application and finds its latest completed one (the retake cooldown).
    this.addSql('CREATE INDEX quiz_attempts_application_idx ON quiz_attempts (application_id, completed_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX quiz_attempts_application_idx');
  }
}
