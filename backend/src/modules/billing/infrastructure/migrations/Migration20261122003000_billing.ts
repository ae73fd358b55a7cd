import { Migration } from '@mikro-orm/migrations';

const TIERS = "('free_trial', 'writer', 'professional', 'editorial_partner')";
const STATUSES =
  "('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')";

export class Migration20261122003000_billing extends Migration {
  override async up(): Promise<void> {
    // The subscription links: one row per provider subscription, claimed by at most one account.
    this.addSql(`
      CREATE TABLE billing_subscriptions (
        id serial PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        subscription_id varchar(255) NOT NULL,
        customer_id varchar(255) NOT NULL,
        tier text NOT NULL CHECK (tier IN ${TIERS}),
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        intent_kind text NOT NULL CHECK (intent_kind IN ('setup', 'payment')),
        intent_id varchar(255) NOT NULL,
        requested_by_user_id integer REFERENCES users (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        provider_status text NOT NULL CHECK (provider_status IN ${STATUSES}),
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        current_period_end timestamptz,
        trial_end timestamptz,
        pending_tier text CHECK (pending_tier IN ${TIERS}),
        pending_intent_id varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        synced_at timestamptz,
        CONSTRAINT billing_subscriptions_subscription_unique UNIQUE (subscription_id),
        CONSTRAINT billing_subscriptions_pending_pair CHECK ((pending_tier IS NULL) = (pending_intent_id IS NULL))
      )`);
    // One live subscription per member: a change goes through the existing one, never a second.
    this.addSql(`
      CREATE UNIQUE INDEX billing_subscriptions_one_live_per_user ON billing_subscriptions (user_id)
        WHERE user_id IS NOT NULL AND provider_status NOT IN ('canceled', 'incomplete_expired')`);
    this.addSql('CREATE INDEX billing_subscriptions_requested_by_idx ON billing_subscriptions (requested_by_user_id)');

    this.addSql(`
      CREATE TABLE billing_webhook_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        created_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    // The sandbox provider's own state, so that it survives restarts like a real provider's would.
    this.addSql(`
      CREATE TABLE billing_sandbox_customers (
        id varchar(64) PRIMARY KEY,
        email varchar(254) NOT NULL,
        name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE billing_sandbox_subscriptions (
        id varchar(64) PRIMARY KEY,
        customer_id varchar(64) NOT NULL REFERENCES billing_sandbox_customers (id),
        price_cents integer NOT NULL CHECK (price_cents > 0),
        status text NOT NULL CHECK (status IN ${STATUSES}),
        trial_end timestamptz,
        current_period_end timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        payment_method varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE billing_sandbox_intents (
        id varchar(64) PRIMARY KEY,
        client_secret varchar(128) NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('setup', 'payment')),
        customer_id varchar(64) NOT NULL REFERENCES billing_sandbox_customers (id),
        subscription_id varchar(64) REFERENCES billing_sandbox_subscriptions (id),
        amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
        status text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded', 'canceled')),
        payment_method varchar(64),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_sandbox_intents_amount CHECK (kind = 'payment' OR amount_cents = 0)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE billing_sandbox_intents');
    this.addSql('DROP TABLE billing_sandbox_subscriptions');
    this.addSql('DROP TABLE billing_sandbox_customers');
    this.addSql('DROP TABLE billing_webhook_events');
    this.addSql('DROP TABLE billing_subscriptions');
  }
}
