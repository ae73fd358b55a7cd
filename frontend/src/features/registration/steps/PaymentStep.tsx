import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBrand } from '../../../app/brand';
import { PageSpinner } from '../../../app/components/PageSpinner';
import type { BillingConfig, TierOffer } from '../../billing/billingApi';
import type { ConfirmCard } from '../card/cardForm';
import { SandboxCardForm } from '../card/SandboxCardForm';
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
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Payment Failed"
        description={`${sentence(message)} Please check the card details or use another card.`}
      />
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
      <Typography.Title level={1} className="pw-register__title">
        Complete Your Membership
      </Typography.Title>
      <Card className="pw-register__plan" size="small">
        <Typography.Text type="secondary">Selected plan</Typography.Text>
        <Typography.Title level={2} className="pw-register__plan-name">
          {tier.name}
        </Typography.Title>
        <Typography.Text strong>{monthlyPrice(tier)}</Typography.Text>
      </Card>
      <ul className="pw-register__disclosures">
        <li>We take no paid advertisements and no money from companies or clients.</li>
        <li>Income and the number of assignments are not guaranteed, and there are no contracts.</li>
        <li>
          {tier.trialMonths > 0 ? 'The free trial becomes a paid membership unless you cancel. ' : ''}
          You can cancel from your dashboard or by e-mailing <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </li>
      </ul>
      <Checkbox
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        className="pw-register__terms"
      >
        I agree to the {legalLink('/terms-of-service', 'Terms of Service')},{' '}
        {legalLink('/refund-policy', 'Refund & Cancellation Policy')} and{' '}
        {legalLink('/privacy-policy', 'Privacy Policy')}
      </Checkbox>
      {setup.confirmed ? (
        <div className="pw-card-form">
          <Typography.Paragraph>Your card is confirmed. Finish to activate your membership.</Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            block
            disabled={!accepted || busy}
            loading={busy}
            onClick={() => onPay(async () => {})}
          >
            {submitLabel}
          </Button>
        </div>
      ) : config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<StripeFormPlaceholder />}>
          <StripeCardForm {...cardProps} publishableKey={config.publishableKey} />
        </Suspense>
      ) : (
        <SandboxCardForm {...cardProps} />
      )}
      {cardError && <CardError message={cardError} />}
      <Button size="large" onClick={onBack} disabled={busy} className="pw-register__back">
        Change plan
      </Button>
    </>
  );
}
