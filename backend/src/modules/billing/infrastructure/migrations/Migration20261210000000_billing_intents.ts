import { Migration } from '@mikro-orm/migrations';

/**
 * Every card setup or payment the server starts, kept after it is used (issue 23): the payment result page
 * confirms an upgrade whose pending change has been applied, and says which plan each intent was for.
 */
export class Migration20261210000000_billing_intents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE billing_intents (
        intent_id varchar(255) PRIMARY KEY,
        subscription_id varchar(255) NOT NULL REFERENCES billing_subscriptions (subscription_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('setup', 'payment')),
        purpose text NOT NULL CHECK (purpose IN ('join', 'resubscribe', 'change')),
        tier text NOT NULL CHECK (tier IN ('free_trial', 'writer', 'professional', 'editorial_partner')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX billing_intents_subscription_idx ON billing_intents (subscription_id)');
    // The intents started before this table: each subscription's first, and a tier change still waiting.
    this.addSql(`
      INSERT INTO billing_intents (intent_id, subscription_id, kind, purpose, tier, created_at)
      SELECT intent_id, subscription_id, intent_kind,
             CASE WHEN requested_by_user_id IS NULL THEN 'join' ELSE 'resubscribe' END, tier, created_at
        FROM billing_subscriptions
      ON CONFLICT DO NOTHING`);
    this.addSql(`
      INSERT INTO billing_intents (intent_id, subscription_id, kind, purpose, tier)
      SELECT pending_intent_id, subscription_id, 'setup', 'change', pending_tier
        FROM billing_subscriptions WHERE pending_intent_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE billing_intents');
  }
}
