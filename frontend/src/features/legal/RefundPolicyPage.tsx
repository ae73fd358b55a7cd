import { LegalPage } from './LegalPage';

/** /refund-policy (spec section 2). */
export default function RefundPolicyPage() {
  return <LegalPage slug="refund-policy" />;
}
