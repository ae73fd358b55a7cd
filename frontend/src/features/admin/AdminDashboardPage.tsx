import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function AdminDashboardPage() {
  return (
    <PlaceholderPage title="Admin Dashboard">
      Manage members, assignments and payouts.
    </PlaceholderPage>
  );
}
