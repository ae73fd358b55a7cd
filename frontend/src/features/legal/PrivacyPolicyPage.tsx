import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function PrivacyPolicyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      What we collect about you, why, and how we protect it.
    </PlaceholderPage>
  );
}
