/** The states of a request for a one-to-one session with a senior editor (D20). */
export const SESSION_REQUEST_STATES = ['requested', 'scheduled', 'declined'] as const;
export type SessionRequestState = (typeof SESSION_REQUEST_STATES)[number];

/** A member's request for a one-to-one session, and an editor's answer to it. */
export interface SessionRequest {
  id: number;
  /** Null never in practice: a member's requests are deleted with their account. */
  userId: number;
  /** The member's tier when they asked (always `editorial_partner` today), shown to editors. */
  tier: string;
  topic: string;
  /** Three distinct times the member prefers, in the order they gave them. */
  preferredTimes: Date[];
  state: SessionRequestState;
  scheduledAt: Date | null;
  meetingLink: string | null;
  declineNote: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

export const TOPIC_MAX_LENGTH = 500;
export const DECLINE_NOTE_MAX_LENGTH = 1000;
export const MEETING_LINK_MAX_LENGTH = 500;
export const PREFERRED_TIME_COUNT = 3;
/** A preferred time is at least this far ahead, so an editor has a day to answer. */
export const MIN_NOTICE_HOURS = 24;
/** And no further than this: a calendar a quarter ahead is as far as editors plan. */
export const MAX_AHEAD_DAYS = 90;

const HOUR_MS = 3_600_000;

/** Who may ask (D20): a member whose active subscription, provider-billed or granted by an editor, is Editorial Partner. */
export function mayRequestSessions(member: { membership: { active: boolean; tier: string | null } }): boolean {
  // Identity's membership rule (D20): the one the gate and the interface read.
  return member.membership.active && member.membership.tier === 'editorial_partner';
}

/**
 * The month a request counts against: the UTC calendar month it was made in. An open request is one made since
 * this instant that is requested or scheduled (a declined one frees its place at once).
 */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Why three preferred times cannot be asked for, or null when they can. */
export function preferredTimesProblem(times: readonly Date[], now: Date): string | null {
  if (times.length !== PREFERRED_TIME_COUNT) return `Please give exactly ${PREFERRED_TIME_COUNT} preferred times.`;
  const earliest = now.getTime() + MIN_NOTICE_HOURS * HOUR_MS;
  const latest = now.getTime() + MAX_AHEAD_DAYS * 24 * HOUR_MS;
  if (times.some((time) => time.getTime() < earliest)) {
    return `Each preferred time must be at least ${MIN_NOTICE_HOURS} hours from now.`;
  }
  if (times.some((time) => time.getTime() > latest)) {
    return `Each preferred time must be within the next ${MAX_AHEAD_DAYS} days.`;
  }
  if (new Set(times.map((time) => time.getTime())).size !== times.length) {
    return 'Please give three different preferred times.';
  }
  return null;
}

/** Why a session cannot be scheduled at `time`, or null: any future time will do, a preferred one or another. */
export function scheduledTimeProblem(time: Date, now: Date): string | null {
  if (time.getTime() <= now.getTime()) return 'The session must be scheduled in the future.';
  if (time.getTime() > now.getTime() + MAX_AHEAD_DAYS * 24 * HOUR_MS) {
    return `The session must be within the next ${MAX_AHEAD_DAYS} days.`;
  }
  return null;
}
