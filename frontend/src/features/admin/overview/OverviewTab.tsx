import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { FRESH } from '../api/adminApi';
import type { AssignmentStatus } from '../api/adminAssignmentsApi';
import { useGetAdminOverviewQuery, type AdminOverview } from '../api/adminOverviewApi';
import { count } from '../format';
import { adminTabLink } from '../useAdminTab';
import { MembersByTier } from './MembersByTier';
import '../overview.css';
import { formatMoney } from '../../../app/money';

// recharts is only downloaded when an editor opens the Overview.
const WeeklyChart = lazy(() => import('./WeeklyChart'));

/** What the Overview counts as active (spec section 2): open for a member, or being written. */
const ACTIVE_STATUSES: AssignmentStatus[] = ['available', 'assigned', 'in_progress'];

interface Figure {
  label: string;
  value: (overview: AdminOverview) => string;
  /** Which statuses the figure counts, in the console's own words, so an editor knows what it includes. */
  counts: string;
  /** The list behind the figure, filtered on exactly what the figure counts. */
  link: string;
  linkText: string;
}

const FIGURES: Figure[] = [
  {
    label: 'Active assignments',
    value: (o) => count(o.activeAssignments),
    counts: 'Assignments available, assigned or in progress.',
    link: adminTabLink('assignments', { status: ACTIVE_STATUSES }),
    linkText: 'View assignments',
  },
  {
    label: 'Pending payouts',
    value: (o) => formatMoney(o.pendingPayoutsTotal),
    // D9: what members are owed and not yet paid, as their own pending earnings count it.
    counts: 'Pending and processing payouts: owed, not yet paid.',
    link: adminTabLink('payouts', { status: ['pending', 'processing', 'failed'] }),
    linkText: 'View unpaid payouts',
  },
  {
    label: 'Payouts requested by members',
    value: (o) => count(o.requestedPayouts),
    counts: 'Still pending, and the member asked to be paid.',
    link: adminTabLink('payouts', { status: 'pending' }),
    linkText: 'Pay requested payouts',
  },
  {
    label: 'Applications awaiting review',
    value: (o) => count(o.applicationsAwaitingReview),
    counts: 'Applications pending: quiz passed, no decision yet.',
    link: adminTabLink('applications', { status: 'pending' }),
    linkText: 'Review applications',
  },
  {
    label: 'Submissions awaiting review',
    value: (o) => count(o.submissionsAwaitingReview),
    counts: 'Assignments submitted and not yet reviewed.',
    link: adminTabLink('assignments', { status: 'submitted' }),
    linkText: 'Review submissions',
  },
  {
    label: 'Overdue assignments',
    value: (o) => count(o.overdueAssignments),
    counts: 'Assigned, in progress or revision requested, past the deadline.',
    link: adminTabLink('assignments', { overdue: true }),
    linkText: 'View overdue assignments',
  },
];

/**
 * The Overview tab (spec section 2, D10): the spec's two figures (active assignments, pending payouts total)
 * and the queues an editor works through each morning, each linking to its list; members by tier; and a
 * chart of work completed and money paid out per week. Computed on the server in one call.
 */
export function OverviewTab() {
  const { data, isLoading, isError, refetch } = useGetAdminOverviewQuery(undefined, FRESH);

  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The overview could not be loaded."
        action={
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  return (
    <div className="pw-overview">
      <h2 className="pw-visually-hidden">Figures</h2>
      <ul className="pw-overview__figures" aria-busy={isLoading}>
        {FIGURES.map((figure) => (
          <li key={figure.label} className="pw-overview__figure">
            <span className="pw-overview__label">{figure.label}</span>
            {data ? (
              <span className="pw-overview__value">{figure.value(data)}</span>
            ) : (
              <Skeleton.Input active size="small" />
            )}
            <span className="pw-overview__counts">{figure.counts}</span>
            <Link to={figure.link} className="pw-overview__link">
              {figure.linkText}
            </Link>
          </li>
        ))}
      </ul>
      <div className="pw-overview__panels">
        <section className="pw-overview__panel pw-overview__panel--wide" aria-labelledby="pw-weekly-title">
          <h2 id="pw-weekly-title">Completed work and payouts per week</h2>
          {data ? (
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
              <WeeklyChart weekly={data.weekly} />
            </Suspense>
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          )}
        </section>
        <section className="pw-overview__panel" aria-labelledby="pw-tiers-title">
          <h2 id="pw-tiers-title">Members by tier</h2>
          {data ? (
            <MembersByTier tiers={data.membersByTier} />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          )}
        </section>
      </div>
    </div>
  );
}
