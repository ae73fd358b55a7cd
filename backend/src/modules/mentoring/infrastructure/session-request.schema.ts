import { EntitySchema } from '@mikro-orm/core';
import { SESSION_REQUEST_STATES, type SessionRequest, type SessionRequestState } from '../domain/session-request';

/** A row of `one_to_one_requests` as stored: the three preferred times in columns of their own. */
export interface SessionRequestRow {
  id: number;
  userId: number;
  tier: string;
  topic: string;
  preferredTime1: Date;
  preferredTime2: Date;
  preferredTime3: Date;
  state: SessionRequestState;
  scheduledAt: Date | null;
  meetingLink: string | null;
  declineNote: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

/** The `one_to_one_requests` table (Migration20261228000000_one_to_one_requests); states change by conditional statements only. */
export const SessionRequestSchema = new EntitySchema<SessionRequestRow>({
  name: 'SessionRequest',
  tableName: 'one_to_one_requests',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    tier: { type: 'text' },
    topic: { type: 'text' },
    preferredTime1: { type: 'datetime', fieldName: 'preferred_time_1' },
    preferredTime2: { type: 'datetime', fieldName: 'preferred_time_2' },
    preferredTime3: { type: 'datetime', fieldName: 'preferred_time_3' },
    state: { enum: true, items: () => [...SESSION_REQUEST_STATES], default: 'requested' },
    scheduledAt: { type: 'datetime', nullable: true },
    meetingLink: { type: 'text', nullable: true },
    declineNote: { type: 'text', nullable: true },
    answeredAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
});

export function toSessionRequest(row: SessionRequestRow): SessionRequest {
  const { preferredTime1, preferredTime2, preferredTime3, ...rest } = row;
  return { ...rest, preferredTimes: [preferredTime1, preferredTime2, preferredTime3] };
}
