import { Migration } from '@mikro-orm/migrations';

export class Migration20261204000000_payouts extends Migration {
  override async up(): Promise<void> {
    // Money owed for completed work (spec section 3, D9), in integer cents. The unique assignment is what makes
    // "completing pays exactly once" true under any race: a second payout for it cannot be inserted.
    this.addSql(`
      CREATE TABLE payouts (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        assignment_id integer NOT NULL REFERENCES assignments (id),
        assignment_title text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 1),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed')),
        requested_at timestamptz,
        processed_at timestamptz,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payouts_assignment_unique UNIQUE (assignment_id),
        CONSTRAINT payouts_completed_when CHECK (status <> 'completed' OR completed_at IS NOT NULL)
      )`);
    // A member's payouts and sums by status; the editors' queue (requested first, then oldest).
    this.addSql('CREATE INDEX payouts_member_idx ON payouts (user_id, status)');
    this.addSql('CREATE INDEX payouts_queue_idx ON payouts (status, requested_at, created_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE payouts');
  }
}
