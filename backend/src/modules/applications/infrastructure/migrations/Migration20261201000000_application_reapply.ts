import { Migration } from '@mikro-orm/migrations';

export class Migration20261201000000_application_reapply extends Migration {
  override async up(): Promise<void> {
    // D17: the quiz rejects an application after its last failed attempt, and the member may apply again from
    // `reapply_at`. Applying again supersedes that application (kept, with its attempts, for the editors) and
    // starts a new one, so "one application per member" becomes "one current application per member".
    this.addSql('ALTER TABLE applications ADD COLUMN reapply_at timestamptz');
    this.addSql('ALTER TABLE applications ADD COLUMN superseded_at timestamptz');
    this.addSql(`
      ALTER TABLE applications ADD CONSTRAINT applications_reapply_when_rejected
        CHECK (reapply_at IS NULL OR status = 'rejected')`);
    // Only an application the quiz rejected is ever replaced.
    this.addSql(`
      ALTER TABLE applications ADD CONSTRAINT applications_superseded_when_renewable
        CHECK (superseded_at IS NULL OR reapply_at IS NOT NULL)`);
    this.addSql('CREATE UNIQUE INDEX applications_one_current ON applications (user_id) WHERE superseded_at IS NULL');
    this.addSql('ALTER TABLE applications DROP CONSTRAINT applications_user_unique');
  }

  override async down(): Promise<void> {
    this.addSql('DELETE FROM applications WHERE superseded_at IS NOT NULL');
    this.addSql('ALTER TABLE applications ADD CONSTRAINT applications_user_unique UNIQUE (user_id)');
    this.addSql('DROP INDEX applications_one_current');
    this.addSql('ALTER TABLE applications DROP CONSTRAINT applications_superseded_when_renewable');
    this.addSql('ALTER TABLE applications DROP CONSTRAINT applications_reapply_when_rejected');
    this.addSql('ALTER TABLE applications DROP COLUMN superseded_at');
    this.addSql('ALTER TABLE applications DROP COLUMN reapply_at');
  }
}
