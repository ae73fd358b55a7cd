import { EntitySchema } from '@mikro-orm/core';
import type { AuditEntry } from '../domain/audit-entry';

/** The `audit_log` table (Migration20261122002000_applications); append-only. */
export const AuditLogSchema = new EntitySchema<AuditEntry>({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    actorId: { type: 'integer', nullable: true },
    action: { type: 'string', length: 100 },
    entityType: { type: 'string', length: 50 },
    entityId: { type: 'string', length: 100 },
    before: { type: 'json', nullable: true },
    after: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
