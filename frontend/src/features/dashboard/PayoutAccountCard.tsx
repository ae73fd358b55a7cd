import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useGetPayoutAccountQuery, useStartPayoutOnboardingMutation, type PayoutAccount } from './payoutAccountApi';
import { TestOnboardingDialog } from './TestOnboardingDialog';

const STATE_TEXT: Record<PayoutAccount['state'], string> = {
  none: 'Add a payout account so we can send you the money you earn.',
  onboarding: 'Your payout account is not finished yet.',
  restricted: 'Your payout account needs more details before money can be sent to it.',
  enabled: 'Your payout account is ready: payouts are sent to it.',
};

/**
 * The member's payout account (D21): its state, what is missing, and Set up payouts (Continue setup once started),
 * which opens the payment provider's onboarding, or the sandbox's test form on this tab.
 */
export function PayoutAccountCard() {
  const { data: account, isLoading } = useGetPayoutAccountQuery();
  const [start, { isLoading: starting }] = useStartPayoutOnboardingMutation();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const testFormOpen = params.get('testOnboarding') === '1' && account?.provider === 'sandbox';

  const closeTestForm = () =>
    setParams(
      (current) => {
        current.delete('testOnboarding');
        return current;
      },
      { replace: true },
    );

  async function onSetUp() {
    try {
      const { url } = await start().unwrap();
      // The sandbox's form is on this tab; Stripe's onboarding is its own site, which returns here.
      if (url.startsWith('/')) setParams(new URLSearchParams(url.split('?')[1] ?? ''));
      else window.location.assign(url);
    } catch (error) {
      toast.error('Could not start setting up payouts', serverMessage(error, 'Please try again.'));
    }
  }

  // Its place is held while the account is asked (the tab's first screen ends inside it on a phone): nothing below moves.
  if (isLoading) return <div className="pw-payout-account--loading" aria-hidden="true" />;
  if (!account) return null;
  const ready = account.state === 'enabled';
  return (
    <section className="pw-dashboard__section" aria-labelledby="payout-account-title">
      <div className="pw-dashboard__section-head">
        <h2 id="payout-account-title">Payout Account</h2>
        {!ready && (
          <Button type="primary" loading={starting} onClick={() => void onSetUp()}>
            {account.state === 'none' ? 'Set up payouts' : 'Continue setup'}
          </Button>
        )}
        {/* The sandbox only: another test number, e.g. the failing one, to try a failed payout and its retry. */}
        {ready && account.provider === 'sandbox' && (
          <Button onClick={() => setParams(new URLSearchParams({ tab: 'payouts', testOnboarding: '1' }))}>
            Change test bank account
          </Button>
        )}
      </div>
      <Alert
        type={ready ? 'success' : 'info'}
        showIcon
        message={STATE_TEXT[account.state]}
        description={account.missing.length ? `Still missing: ${account.missing.join(', ')}.` : undefined}
      />
      {testFormOpen && <TestOnboardingDialog onClose={closeTestForm} />}
    </section>
  );
}
