import { Migration } from '@mikro-orm/migrations';

/**
 * The product-wide audit log of admin changes (D10): who, what, when, before and after. Until the tables got
 * their owners this was part of the applications migration; `IF NOT EXISTS` keeps databases made then as
 * they are.
 */
export class Migration20261122002001_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE IF NOT EXISTS audit_log (
        id bigserial PRIMARY KEY,
        actor_id integer REFERENCES users (id) ON DELETE SET NULL,
        action varchar(100) NOT NULL CHECK (action ~ '^[a-z_]+(\\.[a-z_]+)+$'),
        entity_type varchar(50) NOT NULL,
        entity_id varchar(100) NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(
      'CREATE INDEX IF NOT EXISTS audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at DESC)',
    );
    this.addSql('CREATE INDEX IF NOT EXISTS audit_log_created_idx ON audit_log (created_at DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE audit_log');
  }
}
