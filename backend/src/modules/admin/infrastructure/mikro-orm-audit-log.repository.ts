import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditLogRepository } from '../application/ports/audit-log.repository';
import type { AuditEntry, AuditLogPageQuery, NewAuditEntry } from '../domain/audit-entry';

interface AuditRow {
  id: string;
  actor_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

const COLUMNS = 'id, actor_id, action, entity_type, entity_id, before, after, created_at';

/** `em.execute` joins the caller's transaction, so an entry never outlives a rolled-back change. */
@Injectable()
export class MikroOrmAuditLogRepository implements AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  async append(entry: NewAuditEntry, at: Date): Promise<AuditEntry> {
    const [row] = await this.em.execute<AuditRow[]>(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
       VALUES (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?) RETURNING ${COLUMNS}`,
      [entry.actorId, entry.action, entry.entityType, entry.entityId, json(entry.before), json(entry.after), at],
    );
    return toEntry(row);
  }

  async listForEntity(entityType: string, entityId: string): Promise<AuditEntry[]> {
    const rows = await this.em.execute<AuditRow[]>(
      `SELECT ${COLUMNS} FROM audit_log WHERE entity_type = ? AND entity_id = ? ORDER BY created_at, id`,
      [entityType, entityId],
    );
    return rows.map(toEntry);
  }

  /** Served by the primary key, or by the `(entity_type, id)` and `(actor_id, id)` indexes when filtered. */
  async listNewestFirst({ before, limit, entityType, actorId }: AuditLogPageQuery): Promise<AuditEntry[]> {
    const filters = (
      [
        ['id < ?', before],
        ['entity_type = ?', entityType],
        ['actor_id = ?', actorId],
      ] as const
    ).filter(([, value]) => value !== null);
    const where = filters.length ? `WHERE ${filters.map(([condition]) => condition).join(' AND ')}` : '';
    const rows = await this.em.execute<AuditRow[]>(
      `SELECT ${COLUMNS} FROM audit_log ${where} ORDER BY id DESC LIMIT ?`,
      [...filters.map(([, value]) => value), limit],
    );
    return rows.map(toEntry);
  }
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    actorId: row.actor_id,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at),
  };
}
