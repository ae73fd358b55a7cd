import { useGetMyEarningsQuery } from './dashboardApi';
import { EarningsChart } from './EarningsChart';
import { EarningsFigures } from './EarningsFigures';
import { PayoutAccountCard } from './PayoutAccountCard';
import { PayoutHistory } from './PayoutHistory';
import { RequestPayoutButton } from './RequestPayoutButton';
import { WhenNear } from './WhenNear';

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
        {earnings.data && <EarningsChart monthly={earnings.data.monthly} />}
      </section>
      {/* Below the first screen on a phone: rendered as it nears the screen, or when the browser is idle. */}
      <WhenNear reserve={360}>
        <PayoutHistory />
      </WhenNear>
    </div>
  );
}
