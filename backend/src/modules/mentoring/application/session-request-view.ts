import type { SessionRequest, SessionRequestState } from '../domain/session-request';

/** A request as its member sees it on the dashboard. */
export interface SessionRequestView {
  id: number;
  topic: string;
  /** ISO 8601 instants, in the order the member gave them. */
  preferredTimes: string[];
  state: SessionRequestState;
  scheduledAt: string | null;
  /** The meeting's https link, once scheduled. */
  meetingLink: string | null;
  /** The editor's note, once declined. */
  declineNote: string | null;
  requestedAt: string;
  answeredAt: string | null;
}

export function toSessionRequestView(request: SessionRequest): SessionRequestView {
  return {
    id: request.id,
    topic: request.topic,
    preferredTimes: request.preferredTimes.map((time) => time.toISOString()),
    state: request.state,
    scheduledAt: request.scheduledAt?.toISOString() ?? null,
    meetingLink: request.meetingLink,
    declineNote: request.declineNote,
    requestedAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
  };
}
