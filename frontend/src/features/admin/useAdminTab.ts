import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

export const ADMIN_TABS = [
  'overview',
  'users',
  'assignments',
  'payouts',
  'applications',
  'feed',
  'newsletter',
  'one-to-one',
  'audit-log',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isTab = (value: string | null): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value ?? '');

/** The filters a list opens on from the address: its statuses (comma-separated) and, for assignments, overdue. */
export interface TabFilters {
  status?: string | readonly string[] | undefined;
  overdue?: boolean | undefined;
}

/** The query of a tab with its filters; commas stay readable (`status=assigned,in_progress`). */
function queryOf(tab: AdminTab, { status, overdue }: TabFilters = {}): string {
  const statuses = [status ?? []].flat().join(',');
  const params = new URLSearchParams({
    tab,
    ...(statuses ? { status: statuses } : {}),
    ...(overdue ? { overdue: 'true' } : {}),
  });
  return params.toString().replace(/%2C/g, ',');
}

/** A link to a tab of the console (on the path it is shown at), and the filters its list opens on. */
export const adminTabLink = (tab: AdminTab, filters?: TabFilters) => `?${queryOf(tab, filters)}`;

/**
 * The console's tab lives in the address (`/admin?tab=payouts`), so a tab can be linked to, bookmarked and
 * reached with Back; the Overview's figures link to a list already filtered (`&status=submitted`,
 * `&overdue=true`), and the Assignments tab writes the editor's filters back (`showFilters`) so the address keeps
 * saying what the list shows. Overview is the default and keeps the address bare. Choosing a tab drops the filter of the
 * previous one.
 */
export function useAdminTab() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'overview';
  const select = useCallback(
    (next: AdminTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true }),
    [setParams],
  );
  // Through navigate, as setParams would write the commas as %2C; the path stays (/admin or /admin-dashboard).
  const showFilters = useCallback(
    (on: AdminTab, filters: TabFilters) => navigate({ search: `?${queryOf(on, filters)}` }, { replace: true }),
    [navigate],
  );
  return { tab, status: params.get('status'), overdue: params.get('overdue') === 'true', select, showFilters };
}
