import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { AuditLog } from '../../audit/application/audit-log';
import { tierById, MEMBERSHIP_TIERS, type MembershipTier } from '../../billing/domain/tiers';
import { UserAccounts } from '../../identity/application/user-accounts';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { alreadyAnswered, requestNotFound, timesInvalid } from '../domain/mentoring.errors';
import { scheduledTimeProblem, type SessionRequest, type SessionRequestState } from '../domain/session-request';
import { SESSION_REQUEST_REPOSITORY } from '../mentoring.tokens';
import type { SessionAnswer, SessionRequestRepository } from './ports/session-request.repository';
import { toSessionRequestView, type SessionRequestView } from './session-request-view';

/** A request as the editors' console lists it: with who asked and on which tier. */
export interface AdminSessionRequestView extends SessionRequestView {
  member: { id: number; name: string; email: string } | null;
  tier: string;
  tierName: string;
}

export interface AdminSessionRequestList {
  requests: AdminSessionRequestView[];
}

/** The newest answered requests beyond the open ones are history; the console shows this many in all. */
const EDITOR_LIST_LIMIT = 200;

const isTier = (tier: string): tier is MembershipTier => (MEMBERSHIP_TIERS as readonly string[]).includes(tier);

/**
 * The editors' side of one-to-one sessions (D20): the requests, and one answer each. The answer is one conditional
 * UPDATE (`state = 'requested'`), so when two editors answer at once one wins and the other gets 409; the answer,
 * its audit entry (D10) and the member's mail (D18) commit together or not at all.
 */
@Injectable()
export class EditorSessions {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(SESSION_REQUEST_REPOSITORY) private readonly requests: SessionRequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserAccounts,
    private readonly auditLog: AuditLog,
    private readonly outbox: MailOutbox,
  ) {}

  async list(state: SessionRequestState | null): Promise<AdminSessionRequestList> {
    const requests = await this.requests.listForEditors(state, EDITOR_LIST_LIMIT);
    return { requests: await this.withMembers(requests) };
  }

  async schedule(id: number, at: Date, meetingLink: string, editorId: number): Promise<AdminSessionRequestView> {
    const problem = scheduledTimeProblem(at, this.clock.now());
    if (problem) throw timesInvalid(problem);
    return this.answer(id, { state: 'scheduled', scheduledAt: at, meetingLink }, editorId);
  }

  decline(id: number, note: string, editorId: number): Promise<AdminSessionRequestView> {
    return this.answer(id, { state: 'declined', declineNote: note }, editorId);
  }

  private async answer(id: number, answer: SessionAnswer, editorId: number): Promise<AdminSessionRequestView> {
    const answered = await this.uow.run(async () => {
      const after = await this.requests.answer(id, answer, this.clock.now());
      if (!after) {
        const current = await this.requests.findById(id);
        throw current ? alreadyAnswered(current.state) : requestNotFound();
      }
      await this.auditLog.record({
        actorId: editorId,
        action: answer.state === 'scheduled' ? 'one_to_one_request.schedule' : 'one_to_one_request.decline',
        entityType: 'one_to_one_request',
        entityId: String(id),
        before: { state: 'requested' },
        after:
          answer.state === 'scheduled'
            ? { state: 'scheduled', scheduledAt: answer.scheduledAt.toISOString(), meetingLink: answer.meetingLink }
            : { state: 'declined', declineNote: answer.declineNote },
      });
      await this.outbox.queue({
        kind: answer.state === 'scheduled' ? 'mentoring.session-scheduled' : 'mentoring.session-declined',
        to: { userId: after.userId },
        eventKey: `mentoring.session-answered:${id}`,
        data: {
          topic: after.topic,
          link: '/dashboard?tab=account',
          ...(answer.state === 'scheduled'
            ? { scheduledAt: answer.scheduledAt.toISOString(), meetingLink: answer.meetingLink }
            : { note: answer.declineNote }),
        },
      });
      return after;
    });
    const [view] = await this.withMembers([answered]);
    return view;
  }

  private async withMembers(requests: SessionRequest[]): Promise<AdminSessionRequestView[]> {
    const ids = [...new Set(requests.map((request) => request.userId))];
    const members = new Map((ids.length ? await this.users.findByIds(ids) : []).map((user) => [user.id, user]));
    return requests.map((request) => {
      const member = members.get(request.userId);
      return {
        ...toSessionRequestView(request),
        member: member ? { id: member.id, name: `${member.firstName} ${member.lastName}`, email: member.email } : null,
        tier: request.tier,
        tierName: isTier(request.tier) ? tierById(request.tier).name : request.tier,
      };
    });
  }
}
