import { Migration } from '@mikro-orm/migrations';

export class Migration20261228000000_one_to_one_requests extends Migration {
  override async up(): Promise<void> {
    // Requests for a one-to-one session with a senior editor (D20). The state moves only from requested, by one
    // conditional UPDATE, so two editors answering at once cannot both win. A member's requests go with their
    // account (ON DELETE CASCADE): they are about the member and nothing else refers to them.
    this.addSql(`
      CREATE TABLE one_to_one_requests (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tier text NOT NULL,
        topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 500),
        preferred_time_1 timestamptz NOT NULL,
        preferred_time_2 timestamptz NOT NULL,
        preferred_time_3 timestamptz NOT NULL,
        state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'scheduled', 'declined')),
        scheduled_at timestamptz,
        meeting_link text CHECK (meeting_link LIKE 'https://%'),
        decline_note text,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT one_to_one_scheduled_has_time
          CHECK (state <> 'scheduled' OR (scheduled_at IS NOT NULL AND meeting_link IS NOT NULL)),
        CONSTRAINT one_to_one_declined_has_note CHECK (state <> 'declined' OR decline_note IS NOT NULL)
      )`);
    // A member's requests (the dashboard, the monthly limit); the editors' list, open requests first.
    this.addSql('CREATE INDEX one_to_one_requests_member_idx ON one_to_one_requests (user_id, created_at)');
    this.addSql('CREATE INDEX one_to_one_requests_state_idx ON one_to_one_requests (state, created_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE one_to_one_requests');
  }
}
