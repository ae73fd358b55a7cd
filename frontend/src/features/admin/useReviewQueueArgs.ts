import { useCallback, useState } from 'react';
import type { ApplicationsQuery } from './adminApplicationsApi';

export const DEFAULT_PAGE_SIZE = 20;

export type QueueFilters = Pick<ApplicationsQuery, 'status' | 'search'>;

/** The review queue's query: the filters and the page. A different filter starts again at page 1. */
export function useReviewQueueArgs() {
  const [args, setArgs] = useState<ApplicationsQuery>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });

  const filter = useCallback(
    (change: QueueFilters) =>
      setArgs((current) => {
        const next = { ...current, ...change };
        // The debounced search reports the same text again; keeping the state keeps the page too.
        return next.status === current.status && next.search === current.search ? current : { ...next, page: 1 };
      }),
    [],
  );

  const turnPage = useCallback(
    (page: number, pageSize: number) => setArgs((current) => ({ ...current, page, pageSize })),
    [],
  );

  return { args, filter, turnPage };
}
