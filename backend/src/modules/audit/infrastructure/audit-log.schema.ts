import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { AuditEntry } from '../domain/audit-entry';

/** The `audit_log` table (admin's Migration20261122002001_audit_log); append-only. */
export const AuditLogSchema = new EntitySchema<AuditEntry>({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    // Text, as the domain keeps it: no id past 2^53 is rounded, and it serialises as JSON (a bigint cannot).
    id: { type: new BigIntType('string'), primary: true, autoincrement: true },
    actorId: { type: 'integer', nullable: true },
    action: { type: 'string', length: 100 },
    entityType: { type: 'string', length: 50 },
    entityId: { type: 'string', length: 100 },
    before: { type: 'json', nullable: true },
    after: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
