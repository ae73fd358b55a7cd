import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { ButtonLink } from '../../app/components/ButtonLink';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useSession, type Session } from '../auth/useSession';
import { useConfirmPlanMutation, useGetPaymentResultMutation, type PaymentResult } from '../billing/billingApi';
import { PaymentSummary } from './PaymentSummary';
import { clearRegistration, loadSetup, saveSetup } from './registrationStorage';
import './registration.css';

/** Spec section 9: the payment confirmation takes 2 seconds. */
export const CONFIRMATION_DELAY_MS = 2000;

/** The server's answer for one intent; null when it has none (unknown, someone else's, or no answer). */
interface Answer {
  intentId: string;
  result: PaymentResult | null;
}

/**
 * Asks the server about the intent of the return URL, with the payment setup this browser kept (the
 * signed-in member's own subscription otherwise). A card the server calls confirmed is remembered, so
 * the wizard finishes the registration without asking for it again; a signed-in member's confirmed plan change or
 * new subscription is applied here, as the wizard would have applied it, and the server asked again.
 */
function usePaymentResult(intentId: string | null, session: Session): Answer | null {
  const [getPaymentResult] = useGetPaymentResultMutation();
  const [confirmPlan] = useConfirmPlanMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const signedIn = session.user !== null;

  useEffect(() => {
    if (!intentId || session.status === 'loading') return;
    let current = true;
    const setup = loadSetup();
    const ids = setup ? { subscriptionId: setup.subscriptionId, customerId: setup.customerId } : {};
    const ask = () => getPaymentResult({ intentId, ...ids }).unwrap();
    ask()
      .then(async (result) => {
        if (result.status !== 'succeeded' || result.membershipActive) return result;
        if (signedIn && result.purpose !== 'join') {
          // Only this intent, while it is the one waiting; a refusal leaves the page saying the card is confirmed.
          const applied = await confirmPlan({ subscriptionId: result.subscriptionId, intentId })
            .unwrap()
            .then(() => true)
            .catch(() => false);
          if (!applied) return result;
          clearRegistration();
          return ask();
        }
        if (setup?.clientSecret.startsWith(`${intentId}_secret_`)) saveSetup({ ...setup, confirmed: true });
        return result;
      })
      .catch(() => null)
      .then((result) => current && setAnswer({ intentId, result }));
    return () => {
      current = false;
    };
  }, [intentId, session.status, signedIn, getPaymentResult, confirmPlan]);

  return answer?.intentId === intentId ? answer : null;
}

/**
 * `/subscription-success`, the card provider's return URL (spec sections 2 and 4): loading for 2 seconds and
 * until the server has answered, then success only when the server confirms that this browser's (or the
 * signed-in member's) intent succeeded (issue 18), with the plan, its price, what was charged and the next billing
 * date (issue 23); a payment the bank is still settling says so; without `payment_intent`, or for any other intent,
 * 'Payment Processing Error'.
 */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  // Stripe names a saved card (the free trial, a plan change) `setup_intent`.
  const intentId = params.get('payment_intent') ?? params.get('setup_intent');
  const { supportEmail } = useBrand();
  // The query the 2 seconds have elapsed for: a new query shows the loading state again.
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  const session = useSession();
  const answer = usePaymentResult(intentId, session);
  useDocumentTitle('Payment Status');

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedFor(intentId ?? ''), CONFIRMATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [intentId]);

  const waited = waitedFor === (intentId ?? '');
  if (!waited || (intentId && !answer)) return <PageSpinner label="Confirming your payment…" />;
  const result = answer?.result;
  const succeeded = result?.status === 'succeeded';
  const summary = result && <PaymentSummary plan={result.plan} />;
  // The free trial saves a card and charges nothing: no "payment" to call successful.
  const title = <h1>{result?.plan.chargedNow === '0.00' ? 'Card Confirmed!' : 'Payment Successful!'}</h1>;

  const dashboard = (
    <ButtonLink key="dashboard" to="/dashboard" type={result?.membershipActive ? 'primary' : 'default'} size="large">
      Go to Dashboard
    </ButtonLink>
  );
  return (
    <section className="pw-page pw-page--narrow">
      {succeeded && result.membershipActive ? (
        <Result
          status="success"
          title={title}
          subTitle={
            result.purpose === 'change' ? 'Your plan is changed.' : 'Your membership is active. Welcome aboard.'
          }
          extra={dashboard}
        >
          {summary}
        </Result>
      ) : succeeded ? (
        <Result
          status="success"
          title={title}
          subTitle={
            session.user
              ? 'Your card is confirmed. Choose the same plan again to apply the change to your membership.'
              : 'Your card is confirmed. Finish your registration, choosing the same plan, to activate your membership.'
          }
          extra={
            <Space wrap>
              <ButtonLink to="/register" type="primary" size="large">
                {session.user ? 'Finish Plan Change' : 'Finish Registration'}
              </ButtonLink>
              {dashboard}
            </Space>
          }
        >
          {summary}
        </Result>
      ) : result?.status === 'processing' ? (
        <Result
          status="info"
          title={<h1>Payment Processing</h1>}
          subTitle="Your bank is still confirming the payment. Your membership starts as soon as it clears; this page shows it when you open it again."
          extra={dashboard}
        >
          {summary}
        </Result>
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
