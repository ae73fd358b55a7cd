import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox (D18): one row per message, written in the same transaction as the change it reports; the job
 * queue delivers it. `event_key` makes an event queue its message once. Preferences hold the topics a member
 * turned off (no row: on). The development mailbox keeps what it received.
 */
export class Migration20261201000000_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE mail_message (
        id bigserial PRIMARY KEY,
        kind varchar(60) NOT NULL,
        event_key varchar(200) NOT NULL UNIQUE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        to_address varchar(254) NOT NULL,
        to_name varchar(200) NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        campaign varchar(100),
        state varchar(10) NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        subject varchar(300),
        smtp_response text,
        last_error text,
        queued_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        failed_at timestamptz
      )`);
    this.addSql('CREATE INDEX mail_message_queued_idx ON mail_message (queued_at DESC)');
    this.addSql('CREATE INDEX mail_message_campaign_idx ON mail_message (campaign, state) WHERE campaign IS NOT NULL');
    this.addSql('CREATE INDEX mail_message_user_idx ON mail_message (user_id, queued_at DESC)');
    this.addSql(`
      CREATE TABLE mail_preference (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        topic varchar(30) NOT NULL,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, topic)
      )`);
    // The development mailbox's store (D18): what the loopback SMTP server received, read at /admin/mail.
    this.addSql(`
      CREATE TABLE dev_mailbox_message (
        id bigserial PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        from_address varchar(500) NOT NULL,
        to_address varchar(500) NOT NULL,
        subject varchar(1000) NOT NULL,
        html text,
        text text,
        headers jsonb NOT NULL DEFAULT '{}'
      )`);
    this.addSql('CREATE INDEX dev_mailbox_message_received_idx ON dev_mailbox_message (received_at DESC, id DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE dev_mailbox_message');
    this.addSql('DROP TABLE mail_preference');
    this.addSql('DROP TABLE mail_message');
  }
}
