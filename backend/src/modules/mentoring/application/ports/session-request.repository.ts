import type { SessionRequest, SessionRequestState } from '../../domain/session-request';

export type NewSessionRequest = Pick<SessionRequest, 'userId' | 'tier' | 'topic' | 'preferredTimes'>;

/** An editor's answer, written only while the request is still `requested`. */
export type SessionAnswer =
  { state: 'scheduled'; scheduledAt: Date; meetingLink: string } | { state: 'declined'; declineNote: string };

export interface SessionRequestRepository {
  /** Holds the member's requests still until the caller's unit of work ends, so two requests are counted in turn. */
  lockMember(userId: number): Promise<void>;
  /** The member's requests made since `since` that are requested or scheduled. */
  countOpenSince(userId: number, since: Date): Promise<number>;
  insert(request: NewSessionRequest, now: Date): Promise<SessionRequest>;
  /** The member's requests, newest first. */
  listForMember(userId: number, limit: number): Promise<SessionRequest[]>;
  findById(id: number): Promise<SessionRequest | null>;
  /** Editors' list: requested ones first (oldest first), then the answered ones, latest answer first. */
  listForEditors(state: SessionRequestState | null, limit: number): Promise<SessionRequest[]>;
  /** The answer, when the request is still `requested`; null when it is not (answered already, or no such id). */
  answer(id: number, answer: SessionAnswer, now: Date): Promise<SessionRequest | null>;
}
