import { useGetMySubscriptionQuery } from '../billing/billingApi';
import { BillingHistoryCard } from './BillingHistoryCard';
import { PaymentMethodCard } from './PaymentMethodCard';

/**
 * Under the membership (D21): the card with Update card while a subscription is live, and the billing history
 * whenever the member has ever had one (a cancelled member keeps their receipts).
 */
export function BillingCards() {
  const { data } = useGetMySubscriptionQuery();
  if (!data?.subscription) return null;
  return (
    <>
      {data.subscription.live && (
        <div className="pw-dashboard__account-wide">
          <PaymentMethodCard />
        </div>
      )}
      <div className="pw-dashboard__account-wide">
        <BillingHistoryCard />
      </div>
    </>
  );
}
