import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBrand } from '../../../app/brand';
import { PageSpinner } from '../../../app/components/PageSpinner';
import type { BillingConfig, TierOffer } from '../../billing/billingApi';
import type { ConfirmCard } from '../card/cardForm';
import { SandboxCardForm } from '../card/SandboxCardForm';
import { BusyButton, Notice } from '../plainControls';
import type { StoredSetup } from '../registrationStorage';
import { monthlyPrice } from './membershipWording';

// Only this step, and only with the Stripe provider, loads Stripe Elements and Stripe.js.
const StripeCardForm = lazy(() => import('../card/StripeCardForm'));

interface PaymentStepProps {
  tier: TierOffer;
  setup: StoredSetup;
  config: BillingConfig;
  busy: boolean;
  /** Why the last card confirmation failed (a declined card): shown at the card form, not only in a toast. */
  cardError: string | null;
  submitLabel: string;
  onPay: (confirm: ConfirmCard) => void;
  onBack: () => void;
  onSetupError: () => void;
}

const legalLink = (to: string, label: string) => (
  <a href={to} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
);

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A refused card, said under the button that was pressed and scrolled into view (issue 18), not only in a toast. */
function CardError({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref} className="pw-card-form__error">
      <Notice kind="error" title="Payment Failed">
        {`${sentence(message)} Please check the card details or use another card.`}
      </Notice>
    </div>
  );
}

/**
 * The Stripe form's place while Stripe.js and Elements load: as tall as the form (`pw-card-form--stripe`,
 * registration.css), so the form takes it without moving what is below (issue 29: the payment step's layout shift).
 */
export function StripeFormPlaceholder() {
  return (
    <div className="pw-card-form pw-card-form--stripe" aria-busy="true">
      <PageSpinner label="Loading the payment form…" />
    </div>
  );
}

/** Step 4 (spec section 2): plan and monthly price, the disclosures, the terms checkbox and the card form. */
export function PaymentStep({
  tier,
  setup,
  config,
  busy,
  cardError,
  submitLabel,
  onPay,
  onBack,
  onSetupError,
}: PaymentStepProps) {
  const { supportEmail } = useBrand();
  const [accepted, setAccepted] = useState(false);
  const cardProps = {
    clientSecret: setup.clientSecret,
    intentType: setup.intentType,
    enabled: accepted && !busy,
    busy,
    submitLabel,
    onPay,
    onSetupError,
  };

  return (
    <>
      <h1 className="pw-register__title">Complete Your Membership</h1>
      <div className="pw-card pw-register__plan">
        <span className="pw-register__plan-label">Selected plan</span>
        <h2 className="pw-register__plan-name">{tier.name}</h2>
        <strong>{monthlyPrice(tier)}</strong>
      </div>
      <ul className="pw-register__disclosures">
        <li>We take no paid advertisements and no money from companies or clients.</li>
        <li>Income and the number of assignments are not guaranteed, and there are no contracts.</li>
        <li>
          {tier.trialMonths > 0 ? 'The free trial becomes a paid membership unless you cancel. ' : ''}
          You can cancel from your dashboard or by e-mailing <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </li>
      </ul>
      <label className="pw-register__terms">
        <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        <span>
          I agree to the {legalLink('/terms-of-service', 'Terms of Service')},{' '}
          {legalLink('/refund-policy', 'Refund & Cancellation Policy')} and{' '}
          {legalLink('/privacy-policy', 'Privacy Policy')}
        </span>
      </label>
      {setup.confirmed ? (
        <div className="pw-card-form">
          <p>Your card is confirmed. Finish to activate your membership.</p>
          <BusyButton primary block disabled={!accepted} busy={busy} onClick={() => onPay(async () => {})}>
            {submitLabel}
          </BusyButton>
        </div>
      ) : config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<StripeFormPlaceholder />}>
          <StripeCardForm {...cardProps} publishableKey={config.publishableKey} />
        </Suspense>
      ) : (
        <SandboxCardForm {...cardProps} />
      )}
      {cardError && <CardError message={cardError} />}
      <BusyButton onClick={onBack} disabled={busy} className="pw-register__back">
        Change plan
      </BusyButton>
    </>
  );
}
