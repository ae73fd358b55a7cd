import { Migration } from '@mikro-orm/migrations';

/**
 * The originality index (issue 16, D13): every text the collective holds (published pages and every submitted
 * version) with its winnowing fingerprints, and the report stored with each submitted version.
 */
export class Migration20261208000000_originality extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE originality_documents (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('blog_post', 'article', 'lesson', 'resource', 'submission')),
        -- names a text for good: 'blog:{slug}', 'article:{slug}', 'lesson:{id}', 'resource:{name}', 'submission:{id}'
        source_key text NOT NULL UNIQUE CHECK (char_length(source_key) BETWEEN 1 AND 200),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
        url text CHECK (char_length(url) <= 300),
        -- the text's hash with the fingerprinting parameters: a published text is indexed again only when it changed
        content_hash text NOT NULL,
        word_count integer NOT NULL CHECK (word_count >= 0),
        submission_id integer UNIQUE REFERENCES assignment_submissions (id) ON DELETE CASCADE,
        assignment_id integer REFERENCES assignments (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        indexed_at timestamptz NOT NULL DEFAULT now(),
        -- a submission names its version and assignment, and is never linked (D13); a published text is linked
        CONSTRAINT originality_documents_submission CHECK (
          (kind = 'submission') = (submission_id IS NOT NULL AND assignment_id IS NOT NULL AND url IS NULL))
      )`);
    // A resubmission leaves out the member's own earlier versions of the same assignment (D13).
    this.addSql(
      "CREATE INDEX originality_documents_own_versions_idx ON originality_documents (assignment_id, user_id) WHERE kind = 'submission'",
    );

    // The selected k-gram hashes of each text (53-bit, exact in JavaScript); looked up by hash, the index carrying
    // the document so a lookup never visits the table.
    this.addSql(`
      CREATE TABLE originality_fingerprints (
        document_id integer NOT NULL REFERENCES originality_documents (id) ON DELETE CASCADE,
        hash bigint NOT NULL CHECK (hash >= 0),
        position integer NOT NULL CHECK (position >= 0),
        PRIMARY KEY (document_id, position)
      )`);
    this.addSql(
      'CREATE INDEX originality_fingerprints_hash_idx ON originality_fingerprints (hash) INCLUDE (document_id)',
    );

    // The report of each submitted version, as editors see it; the member sees its score.
    this.addSql(`
      CREATE TABLE originality_reports (
        submission_id integer PRIMARY KEY REFERENCES assignment_submissions (id) ON DELETE CASCADE,
        assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        originality_score integer NOT NULL CHECK (originality_score BETWEEN 0 AND 100),
        total_sources integer NOT NULL CHECK (total_sources >= 0),
        words integer NOT NULL CHECK (words >= 0),
        matches jsonb NOT NULL CHECK (jsonb_typeof(matches) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX originality_reports_member_idx ON originality_reports (user_id, assignment_id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE originality_reports');
    this.addSql('DROP TABLE originality_fingerprints');
    this.addSql('DROP TABLE originality_documents');
  }
}
