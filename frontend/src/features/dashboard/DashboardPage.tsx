import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function DashboardPage() {
  return (
    <PlaceholderPage title="Dashboard">
      Your assignments, payouts, earnings and writing progress in one place.
    </PlaceholderPage>
  );
}
