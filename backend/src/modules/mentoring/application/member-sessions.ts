import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { limitReached, requestNotFound, tierRequired, timesInvalid } from '../domain/mentoring.errors';
import { mayRequestSessions, preferredTimesProblem, startOfMonthUtc } from '../domain/session-request';
import { MENTORING_SETTINGS, type MentoringSettings } from '../mentoring.settings';
import { SESSION_REQUEST_REPOSITORY } from '../mentoring.tokens';
import type { SessionRequestRepository } from './ports/session-request.repository';
import { toSessionRequestView, type SessionRequestView } from './session-request-view';

/** The signed-in member as identity loaded them (its `UserView` has these fields). */
export interface SessionMember {
  id: number;
  /** Identity's membership rule, as the session user carries it (D20). */
  membership: { active: boolean; tier: string | null };
}

/** `GET /api/one-to-one/me`: whether the member may ask, how many open requests this month allows, and theirs. */
export interface MemberSessionsView {
  /** An active Editorial Partner (D20): the server decides, the dashboard shows what it says. */
  eligible: boolean;
  /** ONE_TO_ONE_PER_MONTH. */
  perMonth: number;
  /** Requests made this UTC calendar month that are requested or scheduled. */
  openThisMonth: number;
  /** Eligible and below the month's limit. */
  canRequest: boolean;
  requests: SessionRequestView[];
}

export interface NewSessionRequestInput {
  topic: string;
  preferredTimes: Date[];
}

/** How many of their requests a member sees: a year of monthly sessions and some. */
const MEMBER_LIST_LIMIT = 50;

/**
 * A member's side of one-to-one sessions with a senior editor (D20): Editorial Partners ask with a topic and three
 * preferred times, at most ONE_TO_ONE_PER_MONTH open requests in a UTC calendar month; the count and the insert
 * run under a lock on the member, so requests sent at once cannot pass the limit together.
 */
@Injectable()
export class MemberSessions {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(SESSION_REQUEST_REPOSITORY) private readonly requests: SessionRequestRepository,
    @Inject(MENTORING_SETTINGS) private readonly settings: MentoringSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(member: SessionMember): Promise<MemberSessionsView> {
    const eligible = mayRequestSessions(member);
    const [openThisMonth, requests] = await Promise.all([
      this.requests.countOpenSince(member.id, startOfMonthUtc(this.clock.now())),
      this.requests.listForMember(member.id, MEMBER_LIST_LIMIT),
    ]);
    return {
      eligible,
      perMonth: this.settings.perMonth,
      openThisMonth,
      canRequest: eligible && openThisMonth < this.settings.perMonth,
      requests: requests.map(toSessionRequestView),
    };
  }

  async find(member: SessionMember, id: number): Promise<SessionRequestView> {
    const request = await this.requests.findById(id);
    // Another member's request is as absent as one that never existed.
    if (!request || request.userId !== member.id) throw requestNotFound();
    return toSessionRequestView(request);
  }

  async request(member: SessionMember, input: NewSessionRequestInput): Promise<SessionRequestView> {
    if (!mayRequestSessions(member)) throw tierRequired();
    const now = this.clock.now();
    const problem = preferredTimesProblem(input.preferredTimes, now);
    if (problem) throw timesInvalid(problem);
    const created = await this.uow.run(async () => {
      await this.requests.lockMember(member.id);
      const open = await this.requests.countOpenSince(member.id, startOfMonthUtc(now));
      if (open >= this.settings.perMonth) throw limitReached(this.settings.perMonth);
      return this.requests.insert(
        {
          userId: member.id,
          tier: member.membership.tier ?? '',
          topic: input.topic,
          preferredTimes: input.preferredTimes,
        },
        now,
      );
    });
    return toSessionRequestView(created);
  }
}
