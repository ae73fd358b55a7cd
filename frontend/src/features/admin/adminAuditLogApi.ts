import { baseApi } from '../../api/baseApi';

/** The kinds of record admin changes are logged against (the server's AUDITED_ENTITY_TYPES). */
export type AuditedEntityType = 'application' | 'feed_post';

export const ENTITY_TYPE_LABELS: Record<AuditedEntityType, string> = {
  application: 'Application',
  feed_post: 'Feed post',
};

/** One admin change (D10), as `GET /api/admin/audit-log` lists it. */
export interface AuditLogEntry {
  /** A bigint on the server, so text here. */
  id: string;
  /** Null for a change made by the system, or once the admin's account is deleted. */
  actor: { id: number; name: string; email: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** The cursor of the following page; null on the last one. */
  nextBefore: string | null;
}

export interface AuditLogFilter {
  entityType: AuditedEntityType | null;
}

export const adminAuditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The log grows with every admin change, so an unused copy is dropped at once: reopening the tab starts
    // again from the newest entry instead of showing yesterday's first page.
    getAuditLog: build.infiniteQuery<AuditLogPage, AuditLogFilter, string | null>({
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/audit-log',
        params: { entityType: queryArg.entityType ?? undefined, before: pageParam ?? undefined },
      }),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextBefore,
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogInfiniteQuery } = adminAuditLogApi;
