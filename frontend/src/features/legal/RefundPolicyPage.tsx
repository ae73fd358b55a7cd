import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function RefundPolicyPage() {
  return (
    <PlaceholderPage title="Refund & Cancellation Policy">
      How billing, cancellation and refunds work for memberships.
    </PlaceholderPage>
  );
}
