import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { BusyButton } from '../plainControls';
import { UNEXPECTED, type CardFormProps } from './cardForm';

// Stripe.js is fetched from Stripe (the one host D15 allows) only when this step is shown.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

type StripeCardFormProps = CardFormProps & { publishableKey: string };

/** Stripe Elements (D3): the card is confirmed in the browser, redirecting only when the bank requires it. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const [stripe] = useState(() => stripeFor(props.publishableKey));
  const { onSetupError } = props;
  useEffect(() => {
    stripe.then((instance) => instance ?? onSetupError()).catch(onSetupError);
  }, [stripe, onSetupError]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ intentType, enabled, busy, submitLabel, onPay, onSetupError }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const pay = () =>
    onPay(async () => {
      if (!stripe || !elements) throw new Error(UNEXPECTED);
      const options = {
        elements,
        redirect: 'if_required' as const,
        confirmParams: { return_url: `${window.location.origin}/subscription-success` },
      };
      const { error } =
        intentType === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
      if (error) throw new Error(error.message ?? UNEXPECTED);
    });

  return (
    <div className="pw-card-form pw-card-form--stripe">
      {/* Held at the element's height while Stripe draws it in its frame (registration.css). */}
      <div className="pw-card-form__element">
        <PaymentElement onChange={(event) => setComplete(event.complete)} onLoadError={onSetupError} />
      </div>
      <BusyButton primary block disabled={!enabled || !complete || !stripe || !elements} busy={busy} onClick={pay}>
        {submitLabel}
      </BusyButton>
    </div>
  );
}
