import type { ReactNode } from 'react';
import { isActive } from './assignmentLabels';
import { useGetMyAssignmentsQuery, useGetMyEarningsQuery } from './dashboardApi';
import { formatMoney } from '../../app/money';
import { ApplicationTag } from './ApplicationTag';
import { useMemberState } from './useMemberState';

function StatCard({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <li className="pw-card pw-dashboard__stat" aria-busy={loading}>
      <p className="pw-dashboard__stat-label">{label}</p>
      {loading ? (
        <span className="pw-dashboard__stat-skeleton" aria-hidden="true" />
      ) : (
        <p className="pw-dashboard__stat-value">{children}</p>
      )}
    </li>
  );
}

/**
 * The four figures at the top of the dashboard, in plain HTML (no antd: they paint with the page's first chunk) (spec section 2, D4), each from the database: total earnings,
 * active (assigned, in progress or waiting for a revision) assignments, the real application status and the tier's
 * name.
 */
export function StatCards() {
  const earnings = useGetMyEarningsQuery();
  const assignments = useGetMyAssignmentsQuery();
  const member = useMemberState();
  const active = (assignments.data ?? []).filter(isActive).length;

  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="pw-visually-hidden">
        Your figures
      </h2>
      <ul className="pw-dashboard__stats">
        <StatCard label="Total Earnings" loading={earnings.isLoading}>
          {earnings.data ? formatMoney(earnings.data.total) : 'Unavailable'}
        </StatCard>
        <StatCard label="Active Assignments" loading={assignments.isLoading}>
          {assignments.data ? active : 'Unavailable'}
        </StatCard>
        <StatCard label="Status" loading={member.applicationLoading}>
          <ApplicationTag status={member.applicationStatus} />
        </StatCard>
        <StatCard label="Employment Level" loading={member.levelLoading}>
          {member.level}
        </StatCard>
      </ul>
    </section>
  );
}
