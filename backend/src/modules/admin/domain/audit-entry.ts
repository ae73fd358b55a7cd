/** One admin change (D10): who did what to which record, when, and the record before and after. */
export interface AuditEntry {
  id: number;
  /** The admin's user id; null once that account is deleted, or for a change made by the system. */
  actorId: number | null;
  /** `<entity>.<verb>`, for example `application.decide` or `user.update`. */
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'createdAt'>;

export const AUDIT_ACTION = /^[a-z_]+(\.[a-z_]+)+$/;
