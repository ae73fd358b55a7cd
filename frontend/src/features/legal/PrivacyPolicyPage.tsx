import { LegalPage } from './LegalPage';

/** /privacy-policy (spec section 2). */
export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />;
}
