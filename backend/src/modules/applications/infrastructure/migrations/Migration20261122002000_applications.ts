import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002000_applications extends Migration {
  override async up(): Promise<void> {
    // One application per member (D2): created with the account, moved by the quiz and by the editors.
    this.addSql(`
      CREATE TABLE applications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'quiz_required'
          CHECK (status IN ('quiz_required', 'pending', 'approved', 'rejected')),
        answers jsonb CHECK (answers IS NULL OR jsonb_typeof(answers) = 'object'),
        decision_note text CHECK (char_length(decision_note) <= 2000),
        decided_by integer REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT applications_user_unique UNIQUE (user_id),
        -- a decision (approved or rejected) always says when it was made
        CONSTRAINT applications_decided_when CHECK (status NOT IN ('approved', 'rejected') OR decided_at IS NOT NULL)
      )`);
    this.addSql('CREATE INDEX applications_status_idx ON applications (status, created_at DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE applications');
  }
}
