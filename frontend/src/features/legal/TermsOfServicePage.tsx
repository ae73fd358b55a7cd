import { LegalPage } from './LegalPage';

/** /terms-of-service (spec section 2). */
export default function TermsOfServicePage() {
  return <LegalPage slug="terms-of-service" />;
}
