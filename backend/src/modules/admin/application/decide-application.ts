import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { RecordDecision, type Decision } from '../../applications/application/record-decision';
import type { ApplicationStatus } from '../../applications/domain/application';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';

export interface DecisionResult {
  id: number;
  status: ApplicationStatus;
  decisionNote: string | null;
  decidedAt: Date | null;
}

/**
 * `PATCH /api/admin/applications/{id}`: an editor approves or rejects (D2 step 5). The change, its audit entry
 * (D10) and the applicant's e-mail with the editor's note (D18) commit together or not at all. A decision must
 * change the status, so a repeated click is refused and writes no second message; the event key names the decision
 * and its moment, so an editor who changes their mind later is heard again.
 */
@Injectable()
export class DecideApplication {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly recordDecision: RecordDecision,
    private readonly auditLog: AuditLog,
    private readonly outbox: MailOutbox,
  ) {}

  execute(applicationId: number, decision: Decision, note: string | null, editorId: number): Promise<DecisionResult> {
    return this.uow.run(async () => {
      const { before, after, applicantId } = await this.recordDecision.execute(applicationId, decision, note, editorId);
      await this.auditLog.record({
        actorId: editorId,
        action: 'application.decide',
        entityType: 'application',
        entityId: String(applicationId),
        before: { status: before.status, decisionNote: before.decisionNote },
        after: { status: after.status, decisionNote: after.decisionNote },
      });
      await this.outbox.queue({
        kind: 'applications.decided',
        to: { userId: applicantId },
        data: { decision, note: after.decisionNote, link: '/' },
        eventKey: `applications.decided:${applicationId}:${decision}:${after.decidedAt?.toISOString()}`,
      });
      return { id: applicationId, status: after.status, decisionNote: after.decisionNote, decidedAt: after.decidedAt };
    });
  }
}
