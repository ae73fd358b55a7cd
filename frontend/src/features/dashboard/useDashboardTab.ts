import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DASHBOARD_TABS = ['overview', 'assignments', 'payouts', 'account'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

/**
 * The dashboard's tab lives in the URL (`?tab=assignments`), so every tab can be linked to, bookmarked and
 * reached with Back. Overview is the default and keeps the address bare.
 */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = isTab(requested) ? requested : 'overview';
  const select = useCallback(
    (tab: DashboardTab) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab === 'overview') next.delete('tab');
          else next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [active, select];
}
