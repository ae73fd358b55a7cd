import { longDate } from '../../app/dates';
import { formatMoney } from '../../app/money';
import type { PaymentResult } from '../billing/billingApi';

/** The plan line as the tier cards put it: "$49.00/month", or the trial's terms with its end date. */
function priceLine({ price, trialEnd }: PaymentResult['plan']): string {
  const monthly = `${formatMoney(price)}/month`;
  return trialEnd ? `Free until ${longDate(trialEnd)}, then ${monthly}` : monthly;
}

/** What the confirmed payment or card setup was for (issue 23): the plan, what it costs and when it is next billed. */
export function PaymentSummary({ plan }: { plan: PaymentResult['plan'] }) {
  return (
    <dl className="pw-payment-summary">
      <dt>Plan</dt>
      <dd>{plan.tierName}</dd>
      <dt>Price</dt>
      <dd>{priceLine(plan)}</dd>
      <dt>Charged today</dt>
      <dd>
        {plan.chargedNow === null ? 'The difference for the rest of this billing period' : formatMoney(plan.chargedNow)}
      </dd>
      <dt>Next billing date</dt>
      <dd>{plan.nextBillingDate ? longDate(plan.nextBillingDate) : 'Shown in your Account tab'}</dd>
    </dl>
  );
}
