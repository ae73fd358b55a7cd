import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditLogRepository } from '../application/ports/audit-log.repository';
import type { AuditEntry, AuditLogPageQuery, NewAuditEntry } from '../domain/audit-entry';
import { AuditLogSchema } from './audit-log.schema';

/**
 * The context's EntityManager is the unit of work's inside one, so an entry never outlives a rolled-back
 * change. Entries are read as plain rows (`disableIdentityMap`): the log is append-only and only ever listed.
 */
@Injectable()
export class MikroOrmAuditLogRepository implements AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  async append(entry: NewAuditEntry, at: Date): Promise<AuditEntry> {
    const row = { ...entry, before: entry.before ?? null, after: entry.after ?? null, createdAt: at };
    // A bare INSERT ... RETURNING id: no entity to manage, and nothing else of the unit of work is flushed.
    const id = await this.em.insert(AuditLogSchema, row);
    return { id: String(id), ...row };
  }

  listForEntity(entityType: string, entityId: string): Promise<AuditEntry[]> {
    return this.em.find(
      AuditLogSchema,
      { entityType, entityId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
  }

  /**
   * Served by the primary key, or by the `(entity_type, id)` and `(actor_id, id)` indexes when filtered, read
   * forwards or backwards.
   */
  listInOrder({ before, order, limit, entityType, actorId }: AuditLogPageQuery): Promise<AuditEntry[]> {
    const newestFirst = order === 'descend';
    return this.em.find(
      AuditLogSchema,
      {
        ...(before !== null && { id: newestFirst ? { $lt: before } : { $gt: before } }),
        ...(entityType !== null && { entityType }),
        ...(actorId !== null && { actorId }),
      },
      { orderBy: { id: newestFirst ? 'desc' : 'asc' }, limit, disableIdentityMap: true },
    );
  }
}
