import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import { AUDIT_LOG_REPOSITORY } from '../audit.tokens';
import {
  AUDIT_ACTION,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogPageQuery,
  type NewAuditEntry,
} from '../domain/audit-entry';
import type { AuditLogRepository } from './ports/audit-log.repository';

export type { AuditEntry, AuditLogPage, AuditLogPageQuery, NewAuditEntry } from '../domain/audit-entry';

/**
 * The product-wide audit log of admin changes (D10). Any module may import `AuditLogModule` and call
 * `record(...)` inside the same unit of work (`UNIT_OF_WORK`) as the change it describes.
 */
@Injectable()
export class AuditLog {
  constructor(
    @Inject(AUDIT_LOG_REPOSITORY) private readonly entries: AuditLogRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(entry: NewAuditEntry): Promise<AuditEntry> {
    if (!AUDIT_ACTION.test(entry.action)) {
      throw new DomainError(
        COMMON_ERRORS.VALIDATION_FAILED,
        `Audit action "${entry.action}" must look like entity.verb`,
      );
    }
    return this.entries.append(entry, this.clock.now());
  }

  listForEntity(entityType: string, entityId: string | number): Promise<AuditEntry[]> {
    return this.entries.listForEntity(entityType, String(entityId));
  }

  /** Keyset pagination on the id, so a page never repeats or skips an entry however many are added meanwhile. */
  async listPage(query: AuditLogPageQuery): Promise<AuditLogPage<AuditEntry>> {
    // One row past the page tells whether another exists, so the last page is never followed by an empty one.
    const rows = await this.entries.listInOrder({ ...query, limit: query.limit + 1 });
    const entries = rows.slice(0, query.limit);
    return { entries, nextBefore: rows.length > query.limit ? entries[entries.length - 1].id : null };
  }
}
