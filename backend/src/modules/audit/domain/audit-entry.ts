import type { SortOrder } from '../../../shared/domain/list-sort';

/**
 * The kinds of record admin changes are logged against. A new kind is added here first: `record` accepts no
 * other, so `GET /api/admin/audit-log?entityType=` accepts every kind that can appear (and the Audit Log tab
 * labels them in `ENTITY_TYPE_LABELS`).
 */
export const AUDITED_ENTITY_TYPES = [
  'application',
  'feed_post',
  'payout',
  'assignment',
  'user',
  'newsletter_issue',
  'one_to_one_request',
] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

/** One admin change (D10): who did what to which record, when, and the record before and after. */
export interface AuditEntry {
  /** A bigserial, kept as text so no id past 2^53 is ever rounded. */
  id: string;
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

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'createdAt' | 'entityType'> & { entityType: AuditedEntityType };

/** What a name, address or username reads in an entry once its member's account is deleted (D19). */
export const ERASED_TEXT = '[erased]';

export const AUDIT_ACTION = /^[a-z_]+(\.[a-z_]+)+$/;

export const AUDIT_LOG_PAGE_LIMIT = { min: 1, max: 100, default: 50 } as const;

/** What the Audit Log tab can be sorted by: when the change was written (its id's order, which the cursor follows). */
export const AUDIT_LOG_SORT_FIELDS = ['createdAt'] as const;
export type AuditLogSortField = (typeof AUDIT_LOG_SORT_FIELDS)[number];

/**
 * One page of the log, newest first (`descend`) or oldest first (`ascend`): the entries past the cursor `before`
 * in that order (below it newest first, above it oldest first; all when null), optionally filtered.
 */
export interface AuditLogPageQuery {
  before: string | null;
  order: SortOrder;
  limit: number;
  entityType: AuditedEntityType | null;
  actorId: number | null;
}

/** `nextBefore` is the cursor of the following page in the same order, null on the last one. */
export interface AuditLogPage<Entry> {
  entries: Entry[];
  nextBefore: string | null;
}
