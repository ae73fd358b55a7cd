import { Injectable } from '@nestjs/common';
import { UserAccounts } from '../../identity/application/user-accounts';
import { AuditLog, type AuditEntry, type AuditLogPage, type AuditLogPageQuery } from './audit-log';

/** The admin who made a change, as the Audit Log tab names them. */
export interface AuditActor {
  id: number;
  name: string;
  email: string;
}

/** One row of the Audit Log tab. */
export interface AuditLogEntryForAdmin extends Omit<AuditEntry, 'actorId'> {
  /** Null for a change made by the system, or once the admin's account is deleted. */
  actor: AuditActor | null;
}

/** `GET /api/admin/audit-log` (D10): a page of the log, newest first, with each actor looked up once. */
@Injectable()
export class ListAuditLog {
  constructor(
    private readonly auditLog: AuditLog,
    private readonly users: UserAccounts,
  ) {}

  async execute(query: AuditLogPageQuery): Promise<AuditLogPage<AuditLogEntryForAdmin>> {
    const page = await this.auditLog.listPage(query);
    const actorIds = [...new Set(page.entries.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId])))];
    const actorById = new Map((await this.users.findByIds(actorIds)).map((user) => [user.id, user]));
    return {
      nextBefore: page.nextBefore,
      entries: page.entries.map(({ actorId, ...entry }) => {
        const actor = actorId === null ? undefined : actorById.get(actorId);
        return {
          ...entry,
          actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`, email: actor.email } : null,
        };
      }),
    };
  }
}
