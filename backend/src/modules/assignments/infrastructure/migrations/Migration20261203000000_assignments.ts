import { Migration } from '@mikro-orm/migrations';

const STATUSES = "('available', 'assigned', 'in_progress', 'submitted', 'reviewed', 'completed', 'cancelled')";
const TYPES = "('article', 'blog_post', 'copywriting', 'technical', 'creative', 'research')";
/** docs/assignments.md: MAX_CONTENT_CHARACTERS in the domain; the table allows the same. */
const MAX_CONTENT = 50000;

export class Migration20261203000000_assignments extends Migration {
  override async up(): Promise<void> {
    // Paid work (spec section 3, D9): money in integer cents, statuses and types fixed by CHECK constraints.
    this.addSql(`
      CREATE TABLE assignments (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
        description text NOT NULL CHECK (char_length(btrim(description)) BETWEEN 1 AND 5000),
        type text NOT NULL DEFAULT 'article' CHECK (type IN ${TYPES}),
        status text NOT NULL DEFAULT 'available' CHECK (status IN ${STATUSES}),
        word_count integer NOT NULL CHECK (word_count >= 1),
        pay_rate_cents integer NOT NULL CHECK (pay_rate_cents >= 1),
        is_per_word boolean NOT NULL DEFAULT true,
        deadline timestamptz NOT NULL,
        requirements text CHECK (char_length(requirements) <= 5000),
        assigned_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        draft_content text CHECK (char_length(draft_content) <= ${MAX_CONTENT}),
        submitted_content text CHECK (char_length(submitted_content) <= ${MAX_CONTENT}),
        submitted_word_count integer CHECK (submitted_word_count >= 0),
        submitted_at timestamptz,
        review_notes text CHECK (char_length(review_notes) <= 5000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- open work belongs to nobody
        CONSTRAINT assignments_available_unassigned CHECK (status <> 'available' OR assigned_user_id IS NULL),
        -- work handed in says when, and what it counted
        CONSTRAINT assignments_submitted_when CHECK (
          status NOT IN ('submitted', 'reviewed', 'completed')
          OR (submitted_at IS NOT NULL AND submitted_content IS NOT NULL AND submitted_word_count IS NOT NULL))
      )`);
    // The available list (soonest deadline first) and a member's list and active count.
    this.addSql("CREATE INDEX assignments_available_idx ON assignments (deadline) WHERE status = 'available'");
    this.addSql('CREATE INDEX assignments_member_idx ON assignments (assigned_user_id, status)');

    // Every version handed in: the content, the server's word count, the moment.
    this.addSql(`
      CREATE TABLE assignment_submissions (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND ${MAX_CONTENT}),
        word_count integer NOT NULL CHECK (word_count >= 0),
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(
      'CREATE INDEX assignment_submissions_assignment_idx ON assignment_submissions (assignment_id, submitted_at)',
    );
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE assignment_submissions');
    this.addSql('DROP TABLE assignments');
  }
}
