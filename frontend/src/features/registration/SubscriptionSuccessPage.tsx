import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function SubscriptionSuccessPage() {
  return (
    <PlaceholderPage title="Payment Status">
      We are confirming your payment with the card provider. This page will show the result in a moment.
    </PlaceholderPage>
  );
}
