import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function TermsOfServicePage() {
  return (
    <PlaceholderPage title="Terms of Service">
      The terms that apply to your membership and your use of the site.
    </PlaceholderPage>
  );
}
