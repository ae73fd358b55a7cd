import { useCallback, useEffect, useState } from 'react';
import { FRESH } from '../api/adminApi';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];
/** The page a list opens on, unfiltered: the query the server asks for its first view too (app/ssr/adminRouteData.ts). */
export const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

/** The page every admin list asks for (D10: `page` and `pageSize` beside its filters). */
export interface Paging {
  page: number;
  pageSize: number;
}

export type TurnPage = (page: number, pageSize: number) => void;

/** The order a table's header asks for, in Ant Design's words, sent as `sortBy`/`sortOrder`; none: the default. */
export interface Sorting {
  sortBy?: string | undefined;
  sortOrder?: 'ascend' | 'descend' | undefined;
}

/**
 * A paged admin list's query: its filters (`search`, `status`, ...) and the page. A different filter starts
 * again at page 1; the same filter reported again (the debounced search does) keeps the page.
 */
export function usePagedListArgs<Filters extends object>(initial: Filters) {
  const [args, setArgs] = useState<Filters & Paging>(() => ({ ...initial, page: 1, pageSize: DEFAULT_PAGE_SIZE }));

  const filter = useCallback(
    (change: Partial<Filters>) =>
      setArgs((current) => {
        const changed = (Object.keys(change) as (keyof Filters)[]).some((key) => change[key] !== current[key]);
        return changed ? { ...current, ...change, page: 1 } : current;
      }),
    [],
  );

  const turnPage: TurnPage = useCallback(
    (page, pageSize) => setArgs((current) => ({ ...current, page, pageSize })),
    [],
  );

  return { args, filter, turnPage };
}

/**
 * A change can move the last rows of the last page out of the list (a decision out of a status filter, a
 * deletion): once the answer says so, show the new last page instead of an empty one.
 */
export function useKeepPageInRange(total: number | undefined, { page, pageSize }: Paging, turnPage: TurnPage) {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (total !== undefined && page > lastPage) turnPage(lastPage, pageSize);
  }, [total, page, pageSize, lastPage, turnPage]);
}

/** Spec section 8's empty lists: "No users found", or "No users match your search" while filtering. */
export function emptyListText(
  things: string,
  filters: {
    search?: string | undefined;
    status?: string | readonly string[] | undefined;
    overdue?: string | undefined;
  },
): string {
  return filters.search || filters.status || filters.overdue ? `No ${things} match your search` : `No ${things} found`;
}

/** What an RTK Query hook answers that a paged list reads. */
interface PageQueryResult<Page> {
  data?: Page | undefined;
  isFetching: boolean;
  isError: boolean;
}

/**
 * Whether no list has opened yet since the page loaded. The first one may open on the answer the server put into the
 * page (the Users, Assignments and Payouts tabs' first page, issue 29), asked with the page a moment ago: that one is
 * not asked again at once (re-rendering the whole table twice, for the same rows, as the page loads). Every later list,
 * and that one on another page or filter, asks again as it opens (FRESH).
 */
let firstListOfThePage = true;

/** FRESH, but for the page's first list on its first query: a cached answer then is the one the page came with. */
function useFreshUnlessCameWithPage(args: object): { refetchOnMountOrArgChange: boolean } {
  const [opening] = useState(() => {
    const first = firstListOfThePage;
    firstListOfThePage = false;
    return first ? JSON.stringify(args) : null;
  });
  return opening === JSON.stringify(args) ? { refetchOnMountOrArgChange: false } : FRESH;
}

/**
 * A paged admin list: its query (`args`, changed through `filter`) asked with `useQuery`, and the props its
 * PagedTable takes from them. A sort clicked in the header is one more filter of the query: the server sorts
 * before it pages, and a new order starts again at page 1. The columns' keys are the list's `sortBy` fields.
 */
export function usePagedList<Filters extends object, Page>(
  useQuery: (args: Filters & Paging, options: { refetchOnMountOrArgChange: boolean }) => PageQueryResult<Page>,
  initial: Filters,
) {
  const { args, filter, turnPage } = usePagedListArgs(initial);
  const { data, isFetching, isError } = useQuery(args, useFreshUnlessCameWithPage(args));
  const sort = useCallback((sorting: Sorting) => filter(sorting as Partial<Filters>), [filter]);
  return {
    args,
    filter,
    table: { page: data, args, turnPage, sorting: args as Sorting, sort, loading: isFetching, failed: isError },
  };
}
