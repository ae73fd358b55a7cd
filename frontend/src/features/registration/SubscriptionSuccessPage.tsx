import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { ButtonLink } from '../../app/components/ButtonLink';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';

/** Spec section 9: the payment confirmation takes 2 seconds. */
export const CONFIRMATION_DELAY_MS = 2000;

/**
 * `/subscription-success`, the card provider's return URL (spec sections 2 and 4): loading, then
 * success after 2 seconds when `payment_intent` is in the query, otherwise 'Payment Processing Error'.
 */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const { supportEmail } = useBrand();
  // The query the 2 seconds have elapsed for: a new query shows the loading state again.
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  useDocumentTitle('Payment Status');

  useEffect(() => {
    const timer = window.setTimeout(() => setConfirmedFor(paymentIntent ?? ''), CONFIRMATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paymentIntent]);

  const state = confirmedFor !== (paymentIntent ?? '') ? 'loading' : paymentIntent ? 'success' : 'error';

  if (state === 'loading') return <PageSpinner label="Confirming your payment…" />;

  const dashboard = (
    <ButtonLink key="dashboard" to="/dashboard" type={state === 'success' ? 'primary' : 'default'} size="large">
      Go to Dashboard
    </ButtonLink>
  );
  return (
    <section className="pw-page pw-page--narrow">
      {state === 'success' ? (
        <Result
          status="success"
          title={<h1>Payment Successful!</h1>}
          subTitle="Your membership is active. Welcome aboard."
          extra={dashboard}
        />
      ) : (
        <Result
          status="error"
          title={<h1>Payment Processing Error</h1>}
          subTitle={`We could not confirm your payment. Please try again, or contact support at ${supportEmail} if you were charged.`}
          extra={
            <Space wrap>
              <ButtonLink to="/register" type="primary" size="large">
                Try Again
              </ButtonLink>
              {dashboard}
            </Space>
          }
        />
      )}
    </section>
  );
}
