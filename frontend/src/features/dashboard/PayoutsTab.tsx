import { lazy, Suspense } from 'react';
import { ChartBoundary } from './ChartBoundary';
import { useGetMyEarningsQuery } from './dashboardApi';
import { EarningsFigures } from './EarningsFigures';
import { PayoutAccountCard } from './PayoutAccountCard';
import { PayoutHistory } from './PayoutHistory';
import { RequestPayoutButton } from './RequestPayoutButton';
import { LoadingBlock } from './LoadingBlock';

// recharts is only downloaded when a member opens this tab.
const EarningsChart = lazy(() => import('./EarningsChart'));

/**
 * The Payouts tab (spec section 2, D9, D21): the payout account, the earnings overview and chart, Request Payout,
 * and the history.
 */
export function PayoutsTab() {
  const earnings = useGetMyEarningsQuery();
  return (
    <div className="pw-dashboard__tab">
      <PayoutAccountCard />
      <section className="pw-dashboard__section" aria-labelledby="earnings-overview-title">
        <div className="pw-dashboard__section-head">
          <h2 id="earnings-overview-title">Earnings Overview</h2>
          <RequestPayoutButton />
        </div>
        <EarningsFigures earnings={earnings.data} loading={earnings.isLoading} />
        {earnings.data && (
          <ChartBoundary>
            <Suspense fallback={<LoadingBlock rows={5} />}>
              <EarningsChart monthly={earnings.data.monthly} />
            </Suspense>
          </ChartBoundary>
        )}
      </section>
      <PayoutHistory />
    </div>
  );
}
