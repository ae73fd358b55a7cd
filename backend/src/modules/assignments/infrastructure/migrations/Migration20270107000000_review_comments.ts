import { Migration } from '@mikro-orm/migrations';

export class Migration20270107000000_review_comments extends Migration {
  override async up(): Promise<void> {
    // A comment belongs to a version of its own assignment: the pair is the key the comment refers to.
    this.addSql(
      'ALTER TABLE assignment_submissions ADD CONSTRAINT assignment_submissions_id_assignment_key UNIQUE (id, assignment_id)',
    );
    // D22: an editor's comments anchored to a passage of a version (the W3C Web Annotation text position and
    // quote selectors), kept with the version they were made on, so a new version loses none of them. Drafts
    // (sent_at NULL) are the editor's until the decision sends them. A deleted editor's or writer's comments stay
    // with the work, unsigned.
    this.addSql(`
      CREATE TABLE review_comments (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        submission_id integer NOT NULL,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        position_start integer NOT NULL CHECK (position_start >= 0),
        position_end integer NOT NULL,
        quote_exact text NOT NULL,
        quote_prefix text NOT NULL CHECK (char_length(quote_prefix) <= 32),
        quote_suffix text NOT NULL CHECK (char_length(quote_suffix) <= 32),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        resolved_at timestamptz,
        resolved_by_id integer REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT review_comments_range CHECK (position_end > position_start),
        CONSTRAINT review_comments_quote_length CHECK (length(quote_exact) > 0),
        CONSTRAINT review_comments_version FOREIGN KEY (submission_id, assignment_id)
          REFERENCES assignment_submissions (id, assignment_id) ON DELETE CASCADE
      )`);
    this.addSql('CREATE INDEX review_comments_assignment_idx ON review_comments (assignment_id, id)');
    this.addSql(`CREATE INDEX review_comments_open_idx ON review_comments (assignment_id)
      WHERE sent_at IS NOT NULL AND resolved_at IS NULL`);
    this.addSql('CREATE INDEX review_comments_author_idx ON review_comments (author_id)');
    this.addSql('CREATE INDEX review_comments_resolved_by_idx ON review_comments (resolved_by_id)');
    this.addSql(`
      CREATE TABLE review_comment_replies (
        id serial PRIMARY KEY,
        comment_id integer NOT NULL REFERENCES review_comments (id) ON DELETE CASCADE,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX review_comment_replies_comment_idx ON review_comment_replies (comment_id, id)');
    this.addSql('CREATE INDEX review_comment_replies_author_idx ON review_comment_replies (author_id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE review_comment_replies');
    this.addSql('DROP TABLE review_comments');
    this.addSql('ALTER TABLE assignment_submissions DROP CONSTRAINT assignment_submissions_id_assignment_key');
  }
}
