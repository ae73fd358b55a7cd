import type { AuditEntry, AuditLogPageQuery, NewAuditEntry } from '../../domain/audit-entry';

export interface AuditLogRepository {
  /** Appends on the caller's transaction when there is one, so the entry commits or rolls back with the change. */
  append(entry: NewAuditEntry, at: Date): Promise<AuditEntry>;
  listForEntity(entityType: string, entityId: string): Promise<AuditEntry[]>;
  /** At most `query.limit` entries past the cursor, highest id first (`descend`) or lowest first (`ascend`). */
  listInOrder(query: AuditLogPageQuery): Promise<AuditEntry[]>;
}
