import { baseApi } from '../../api/baseApi';
import type { ApiQuery, ApiResponse } from '../../api/contract';

/** One page of `GET /api/admin/audit-log`: entries newest first, and the cursor of the next page (null on the last). */
export type AuditLogPage = ApiResponse<'/api/admin/audit-log', 'get'>;
/** One admin change (D10); its id is text, as the server keeps a bigint. */
export type AuditLogEntry = AuditLogPage['entries'][number];

/** The kinds of record admin changes are logged against (the server's AUDITED_ENTITY_TYPES). */
export type AuditedEntityType = NonNullable<ApiQuery<'/api/admin/audit-log', 'get'>['entityType']>;

export const ENTITY_TYPE_LABELS: Record<AuditedEntityType, string> = {
  application: 'Application',
  feed_post: 'Feed post',
  user: 'User',
  assignment: 'Assignment',
  payout: 'Payout',
  newsletter_issue: 'Newsletter issue',
  one_to_one_request: 'One-to-one session',
};

export interface AuditLogFilter {
  entityType: AuditedEntityType | null;
  /** Newest first (the default) or oldest first; the cursor follows the same order. */
  order: 'descend' | 'ascend';
}

export const adminAuditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The log grows with every admin change, so an unused copy is dropped at once: reopening the tab starts
    // again from the newest entry instead of showing yesterday's first page.
    getAuditLog: build.infiniteQuery<AuditLogPage, AuditLogFilter, string | null>({
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/audit-log',
        params: {
          entityType: queryArg.entityType ?? undefined,
          // Newest first needs no parameters: the server's default order.
          ...(queryArg.order === 'ascend' ? { sortBy: 'createdAt', sortOrder: 'ascend' } : {}),
          before: pageParam ?? undefined,
        },
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
