import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002100_assessment extends Migration {
  override async up(): Promise<void> {
    // The question bank (D8), upserted by key from the seed; retired questions stay for past attempts.
    this.addSql(`
      CREATE TABLE quiz_questions (
        id serial PRIMARY KEY,
        key varchar(100) NOT NULL,
        category text NOT NULL CHECK (category IN ('Grammar & Punctuation', 'Style & Tone', 'Editorial Principles',
          'Content Structure', 'Professional Standards', 'Writing Best Practices')),
        difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
        question text NOT NULL CHECK (char_length(question) > 0),
        options jsonb NOT NULL CHECK (jsonb_typeof(options) = 'array' AND jsonb_array_length(options) = 4),
        correct_index smallint NOT NULL CHECK (correct_index BETWEEN 0 AND 3),
        retired_at timestamptz,
        CONSTRAINT quiz_questions_key_unique UNIQUE (key)
      )`);

    // One row per attempt: the drawn questions with their option order, the autosaved then final answers,
    // and the result. The server's clock sets started_at and deadline; nothing from the browser does.
    this.addSql(`
      CREATE TABLE quiz_attempts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL,
        deadline timestamptz NOT NULL,
        items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) > 0),
        answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'array'),
        completed_at timestamptz,
        grading text CHECK (grading IN ('submitted', 'late', 'expired')),
        score smallint,
        max_score smallint,
        passed boolean,
        CONSTRAINT quiz_attempts_deadline_after_start CHECK (deadline > started_at),
        CONSTRAINT quiz_attempts_answers_match CHECK (jsonb_array_length(answers) = jsonb_array_length(items)),
        -- open, or completed with every result field
        CONSTRAINT quiz_attempts_result_complete CHECK (
          (completed_at IS NULL AND grading IS NULL AND score IS NULL AND max_score IS NULL AND passed IS NULL)
          OR (completed_at IS NOT NULL AND grading IS NOT NULL AND score IS NOT NULL AND max_score IS NOT NULL
              AND passed IS NOT NULL)),
        CONSTRAINT quiz_attempts_score_range CHECK (score BETWEEN 0 AND max_score)
      )`);
    // At most one open attempt per member: concurrent starts resolve to the same attempt.
    this.addSql('CREATE UNIQUE INDEX quiz_attempts_one_open ON quiz_attempts (user_id) WHERE completed_at IS NULL');
    this.addSql('CREATE INDEX quiz_attempts_user_idx ON quiz_attempts (user_id, id)');
    // The overdue job's scan.
    this.addSql('CREATE INDEX quiz_attempts_open_deadline ON quiz_attempts (deadline) WHERE completed_at IS NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE quiz_attempts');
    this.addSql('DROP TABLE quiz_questions');
  }
}
