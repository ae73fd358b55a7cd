import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005100_audit_log_browsing extends Migration {
  override async up(): Promise<void> {
    // The Audit Log tab pages newest first by id (the primary key); filtered by entity type or by admin, these
    // let each page read only its own rows. The actor index also spares a deleted user's SET NULL a full scan.
    this.addSql('CREATE INDEX audit_log_entity_type_id_idx ON audit_log (entity_type, id)');
    this.addSql('CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id, id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX audit_log_actor_id_idx');
    this.addSql('DROP INDEX audit_log_entity_type_id_idx');
  }
}
