import { Migration } from '@mikro-orm/migrations';

export class Migration20261223000000_assignment_reviews extends Migration {
  override async up(): Promise<void> {
    // Every editor's review of a handed-in version (D9), as assignment_submissions keeps every version: the
    // assignment row keeps only the latest review, so a revision request vanished from the member's activity once
    // the work was completed (issue 23). Never updated; the member's id is kept for their activity.
    this.addSql(`
      CREATE TABLE assignment_reviews (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        decision text NOT NULL CHECK (decision IN ('complete', 'revise')),
        notes text CHECK (char_length(notes) <= 5000),
        reviewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX assignment_reviews_user_idx ON assignment_reviews (user_id, reviewed_at)');
    // Reviews from before: the latest one of each assignment is all the rows kept.
    this.addSql(`
      INSERT INTO assignment_reviews (assignment_id, user_id, decision, notes, reviewed_at)
      SELECT id, assigned_user_id, CASE WHEN status = 'completed' THEN 'complete' ELSE 'revise' END, review_notes,
             reviewed_at
      FROM assignments WHERE reviewed_at IS NOT NULL`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE assignment_reviews');
  }
}
