import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ADMIN_TABS = ['overview', 'users', 'assignments', 'payouts', 'applications', 'feed', 'audit-log'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isTab = (value: string | null): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value ?? '');

/** A link to a tab of the console (on the path it is shown at), and the status its list opens filtered on. */
export const adminTabLink = (tab: AdminTab, status?: string) =>
  `?${new URLSearchParams({ tab, ...(status ? { status } : {}) }).toString()}`;

/**
 * The console's tab lives in the address (`/admin?tab=payouts`), so a tab can be linked to, bookmarked and
 * reached with Back; the Overview's figures link to a list already filtered (`&status=submitted`). Overview is
 * the default and keeps the address bare. Choosing a tab drops the filter of the previous one.
 */
export function useAdminTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'overview';
  const select = useCallback(
    (next: AdminTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true }),
    [setParams],
  );
  return { tab, status: params.get('status'), select };
}
