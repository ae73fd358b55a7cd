import type { Earnings } from './dashboardApi';
import { formatMoney } from '../../app/money';
import { LoadingBlock } from './LoadingBlock';

/** D9's three figures: every payout, those still to be paid (pending and processing), and those paid. */
export function EarningsFigures({ earnings, loading }: { earnings: Earnings | undefined; loading: boolean }) {
  if (loading) return <LoadingBlock rows={2} />;
  if (!earnings) return <p className="pw-dashboard__empty">Your earnings could not be loaded.</p>;
  return (
    <dl className="pw-earnings">
      <div className="pw-earnings__item">
        <dt>Total Earnings</dt>
        <dd>{formatMoney(earnings.total)}</dd>
      </div>
      <div className="pw-earnings__item">
        <dt>Pending</dt>
        <dd>{formatMoney(earnings.pending)}</dd>
      </div>
      <div className="pw-earnings__item">
        <dt>Paid Out</dt>
        <dd>{formatMoney(earnings.completed)}</dd>
      </div>
    </dl>
  );
}
