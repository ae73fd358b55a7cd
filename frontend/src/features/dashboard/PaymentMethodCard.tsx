import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { lazy, Suspense, useCallback, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useToast } from '../../app/toast';
import { useGetBillingConfigQuery } from '../billing/billingApi';
import {
  useGetCardQuery,
  useReplaceCardMutation,
  useStartCardUpdateMutation,
  type CardSummary,
} from '../billing/billingHistoryApi';
import { SandboxCardForm } from '../registration/card/SandboxCardForm';
import { UNEXPECTED, type ConfirmCard } from '../registration/card/cardForm';
import { LoadingBlock } from './LoadingBlock';

const StripeCardForm = lazy(() => import('../registration/card/StripeCardForm'));

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
export const cardLabel = (card: CardSummary) =>
  `${BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending in ${card.last4}`;

type Setup = { id: string; clientSecret: string };

/**
 * Update card (D21): the card renewals are charged to, and a new one confirmed in the registration's card form
 * (Stripe Elements or the sandbox form) through a setup intent. The subscription itself does not change.
 */
export function PaymentMethodCard() {
  const toast = useToast();
  const { data, isLoading, isError } = useGetCardQuery();
  const { data: config } = useGetBillingConfigQuery();
  const [startUpdate, startState] = useStartCardUpdateMutation();
  const [replaceCard] = useReplaceCardMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => setSetup(null), []);

  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your payment method could not be loaded." />;

  async function open() {
    setError(null);
    try {
      setSetup(await startUpdate().unwrap());
    } catch (failure) {
      toast.error('Error', serverMessage(failure, 'The card form could not be opened. Please try again.'));
    }
  }

  async function save(confirm: ConfirmCard) {
    if (!setup) return;
    setBusy(true);
    setError(null);
    try {
      await confirm();
      const { card } = await replaceCard({ intentId: setup.id }).unwrap();
      setSetup(null);
      toast.success('Card Updated', `Your membership will be charged to your ${cardLabel(card)}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : serverMessage(failure, UNEXPECTED));
    } finally {
      setBusy(false);
    }
  }

  const cardProps = {
    clientSecret: setup?.clientSecret ?? '',
    intentType: 'setup' as const,
    enabled: !busy,
    busy,
    submitLabel: 'Save Card',
    onPay: (confirm: ConfirmCard) => void save(confirm),
    onSetupError: close,
  };

  return (
    <Card title="Payment method">
      <p className="pw-payment-method__current">
        <CreditCardOutlined aria-hidden />{' '}
        {data.card ? cardLabel(data.card) : 'No card on file. Your next payment needs one.'}
      </p>
      {!setup ? (
        <Button onClick={() => void open()} loading={startState.isLoading}>
          Update card
        </Button>
      ) : (
        <div className="pw-payment-method__form">
          {config?.provider === 'stripe' && config.publishableKey ? (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm {...cardProps} publishableKey={config.publishableKey} />
            </Suspense>
          ) : (
            <SandboxCardForm {...cardProps} />
          )}
          {error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="Card not updated"
              description={error}
              className="pw-payment-method__error"
            />
          )}
          <Button type="link" onClick={close} disabled={busy}>
            Keep my current card
          </Button>
        </div>
      )}
    </Card>
  );
}
