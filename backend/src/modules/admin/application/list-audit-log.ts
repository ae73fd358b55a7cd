import { Injectable } from '@nestjs/common';
import { FindApplications } from '../../applications/application/find-applications';
import { FindAssignments } from '../../assignments/application/editor/find-assignments';
import { UserAccounts } from '../../identity/application/user-accounts';
import { FindPayouts } from '../../payouts/application/find-payouts';
import { auditLookups, auditSummary, recordUserIds, type AuditRecords } from '../domain/audit-summary';
import {
  AuditLog,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogPageQuery,
} from '../../audit/application/audit-log';

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
  /** What the change did, naming the member and the money: "Rosa Lindqvist: payout $150.00 processing". */
  summary: string;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * `GET /api/admin/audit-log` (D10): a page of the log, newest first, with each actor looked up once, and each
 * entry summarised with the people and amounts it concerns, read once per page from the modules that own them.
 */
@Injectable()
export class ListAuditLog {
  constructor(
    private readonly auditLog: AuditLog,
    private readonly users: UserAccounts,
    private readonly payouts: FindPayouts,
    private readonly assignments: FindAssignments,
    private readonly applications: FindApplications,
  ) {}

  async execute(query: AuditLogPageQuery): Promise<AuditLogPage<AuditLogEntryForAdmin>> {
    const page = await this.auditLog.listPage(query);
    const records = await this.recordsOf(page.entries);
    return {
      nextBefore: page.nextBefore,
      entries: page.entries.map((logged) => {
        const { actorId, ...entry } = logged;
        const actor = actorId === null ? undefined : records.users.get(actorId);
        return {
          ...entry,
          actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
          summary: auditSummary(logged, records),
        };
      }),
    };
  }

  /** The page's actors and the records its entries name: one read per owning module, then one for the people. */
  private async recordsOf(entries: readonly AuditEntry[]) {
    const lookups = auditLookups(entries);
    const [payouts, assignments, applications] = await Promise.all([
      this.payouts.byIds(unique(lookups.payoutIds)),
      this.assignments.byIds(unique(lookups.assignmentIds)),
      this.applications.execute(unique(lookups.applicationIds)),
    ]);
    const named: Omit<AuditRecords, 'names'> = {
      payouts: new Map(payouts.map((payout) => [payout.id, payout])),
      assignments: new Map(assignments.map((assignment) => [assignment.id, assignment])),
      applications: new Map(applications.map((application) => [application.id, application])),
    };
    const actorIds = entries.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId]));
    const people = await this.users.findByIds(unique([...actorIds, ...lookups.userIds, ...recordUserIds(named)]));
    const users = new Map(
      people.map((user) => [user.id, { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email }]),
    );
    const names = new Map([...users].map(([userId, user]) => [userId, user.name]));
    return { ...named, names, users };
  }
}
