import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function ContactPage() {
  return (
    <PlaceholderPage title="Contact">
      Questions about membership, assignments or payouts? Here is how to reach the editorial team.
    </PlaceholderPage>
  );
}
