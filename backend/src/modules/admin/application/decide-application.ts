import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApplicationReview, type Decision } from '../../applications/application/application-review';
import type { ApplicationStatus } from '../../applications/domain/application';
import { AuditLog } from './audit-log';

export interface DecisionResult {
  id: number;
  status: ApplicationStatus;
  decisionNote: string | null;
  decidedAt: Date | null;
}

/**
 * `PATCH /api/admin/applications/{id}`: an editor approves or rejects (D2 step 5). The change and its
 * audit entry (D10) commit together or not at all.
 */
@Injectable()
export class DecideApplication {
  constructor(
    private readonly em: EntityManager,
    private readonly review: ApplicationReview,
    private readonly auditLog: AuditLog,
  ) {}

  execute(applicationId: number, decision: Decision, note: string | null, editorId: number): Promise<DecisionResult> {
    return this.em.transactional(async () => {
      const { before, after } = await this.review.decide(applicationId, decision, note, editorId);
      await this.auditLog.record({
        actorId: editorId,
        action: 'application.decide',
        entityType: 'application',
        entityId: String(applicationId),
        before: { status: before.status, decisionNote: before.decisionNote },
        after: { status: after.status, decisionNote: after.decisionNote },
      });
      return { id: after.id, status: after.status, decisionNote: after.decisionNote, decidedAt: after.decidedAt };
    });
  }
}
