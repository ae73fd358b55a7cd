import { Migration } from '@mikro-orm/migrations';

const CATEGORIES = "('Fiction', 'Non-fiction', 'Poetry', 'Creative', 'Technical', 'Personal')";
const FORMATS = "('article', 'essay', 'story', 'blog')";
/** DRAFT_CONTENT_MAX in domain/writing/draft.ts. */
const MAX_DRAFT = 50000;

/** The writing tools (D11): the prompt bank, who has seen which prompt, the day's prompt, drafts, writing days. */
export class Migration20261206120000_writing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE writing_prompts (
        id serial PRIMARY KEY,
        title varchar(120) NOT NULL CHECK (btrim(title) <> ''),
        prompt varchar(2000) NOT NULL CHECK (btrim(prompt) <> ''),
        category text NOT NULL CHECK (category IN ${CATEGORIES}),
        difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
        -- the seed adds the prompts whose title is new
        CONSTRAINT writing_prompts_title_unique UNIQUE (title)
      )`);

    // One member's seen list; the primary key lets two tabs race for a prompt and only one of them win it.
    this.addSql(`
      CREATE TABLE writing_prompt_views (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        prompt_id integer NOT NULL REFERENCES writing_prompts (id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, prompt_id)
      )`);

    // The prompt of each UTC day, fixed by its first request: adding prompts later that day does not change it.
    this.addSql(`
      CREATE TABLE writing_daily_prompts (
        day date PRIMARY KEY,
        prompt_id integer NOT NULL REFERENCES writing_prompts (id) ON DELETE CASCADE
      )`);

    this.addSql(`
      CREATE TABLE writing_drafts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        format text NOT NULL CHECK (format IN ${FORMATS}),
        content text NOT NULL CHECK (char_length(content) <= ${MAX_DRAFT}),
        prompt_id integer REFERENCES writing_prompts (id) ON DELETE SET NULL,
        word_count integer NOT NULL CHECK (word_count >= 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The member's list (newest first) and the month's drafts of the writing progress.
    this.addSql('CREATE INDEX writing_drafts_member_idx ON writing_drafts (user_id, updated_at DESC, id DESC)');

    // Each UTC day a member saved a draft: the streak walks back through it one day at a time. A draft
    // remembers only its last save, and a deleted draft still was writing on its days.
    this.addSql(`
      CREATE TABLE writing_days (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        day date NOT NULL,
        PRIMARY KEY (user_id, day)
      )`);

    // For content's read-side writing-progress query, not for the assignments module's own reads: a member's
    // submissions of this month, and of one day for the streak, without reading their whole history. An index
    // on another module's table, so IF NOT EXISTS: should assignments add the same one, neither migration fails.
    this.addSql(
      'CREATE INDEX IF NOT EXISTS assignment_submissions_member_idx ON assignment_submissions (user_id, submitted_at)',
    );
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX IF EXISTS assignment_submissions_member_idx');
    this.addSql('DROP TABLE writing_days');
    this.addSql('DROP TABLE writing_drafts');
    this.addSql('DROP TABLE writing_daily_prompts');
    this.addSql('DROP TABLE writing_prompt_views');
    this.addSql('DROP TABLE writing_prompts');
  }
}
