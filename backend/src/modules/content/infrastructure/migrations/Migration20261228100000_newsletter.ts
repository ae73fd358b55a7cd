import { Migration } from '@mikro-orm/migrations';

/** NEWSLETTER_TITLE_MAX and NEWSLETTER_BODY_MAX in domain/newsletter/newsletter-issue.ts. */
const TITLE_MAX = 150;
const BODY_MAX = 20000;

/**
 * The newsletter's other half (D18): a subscription is pending until its address confirms it (double opt-in), and
 * can be unsubscribed; the addresses already on the list signed up before confirmation existed and stay confirmed.
 * Editors write issues, which are drafts until sent once (`sent_at`).
 */
export class Migration20261228100000_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE newsletter_subscriptions
        ADD COLUMN state varchar(12) NOT NULL DEFAULT 'confirmed'
          CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN unsubscribed_at timestamptz,
        ADD COLUMN confirmation_sent_at timestamptz,
        ADD COLUMN confirmations_sent integer NOT NULL DEFAULT 0`);
    this.addSql('UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at');
    // From now on a new address starts pending.
    this.addSql("ALTER TABLE newsletter_subscriptions ALTER COLUMN state SET DEFAULT 'pending'");
    this.addSql(
      'CREATE INDEX newsletter_subscriptions_state_idx ON newsletter_subscriptions (state, id) INCLUDE (email)',
    );
    this.addSql(`
      CREATE TABLE newsletter_issues (
        id serial PRIMARY KEY,
        -- one line: the title is the mail's subject
        title varchar(${TITLE_MAX}) NOT NULL CHECK (btrim(title) <> '' AND title !~ '[[:cntrl:]]'),
        body text NOT NULL CHECK (btrim(body) <> '' AND length(body) <= ${BODY_MAX}),
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        sent_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE newsletter_issues');
    this.addSql('DROP INDEX newsletter_subscriptions_state_idx');
    this.addSql(`
      ALTER TABLE newsletter_subscriptions
        DROP COLUMN state, DROP COLUMN confirmed_at, DROP COLUMN unsubscribed_at,
        DROP COLUMN confirmation_sent_at, DROP COLUMN confirmations_sent`);
  }
}
