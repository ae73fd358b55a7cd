import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { brand } from '../../app/brand';
import { PageSpinner } from '../../app/components/PageSpinner';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { useToast } from '../../app/toast';
import { useSession } from '../auth/useSession';
import { hasActiveSubscription, type User } from '../auth/user';
import { useGetBillingConfigQuery } from '../billing/billingApi';
import { EMPTY_INFO, type AccountCredentials, type WizardStep } from './registration.types';
import { InfoStep } from './steps/InfoStep';
import { MembershipStep } from './steps/MembershipStep';
import type { MemberPlan } from './steps/membershipWording';
import { Notice } from './plainControls';
import { RegisterSteps } from './RegisterSteps';
import { useRegistrationFlow } from './useRegistrationFlow';
import './registration.css';

// The page is plain HTML without antd (issue 29): the steps' forms (steps/plainForm.tsx), the tier cards, the payment
// step, the notices (plainControls.tsx). The account and payment steps come in chunks of their own, so the first view
// (the server's HTML for a visitor) loads and hydrates without them. They are fetched at the
// person's first interaction with the page (usePreloadedLaterSteps): before the page is used, their download and
// evaluation would only compete with its loading; once it is, a step is at hand when the person moves on. The
// membership step is plain HTML (no antd) and part of the page: it is a member's first view, rendered on the server
// for them, which hydrates with the page's own code and styles (no chunk to wait for, nothing unstyled).
const loadAccountStep = () => import('./steps/AccountStep');
const loadPaymentStep = () => import('./steps/PaymentStep');
const AccountStep = lazy(() => loadAccountStep().then((module) => ({ default: module.AccountStep })));
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));

const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Fetches the later steps' code at the first focus, touch, pointer press or key on the page. */
function usePreloadedLaterSteps() {
  useEffect(() => {
    const preload = () => {
      stop();
      void Promise.all([loadAccountStep(), loadPaymentStep()]);
    };
    const stop = () => INTERACTIONS.forEach((name) => window.removeEventListener(name, preload, true));
    INTERACTIONS.forEach((name) => window.addEventListener(name, preload, { capture: true, passive: true }));
    return stop;
  }, []);
}

const VISITOR_STEPS: WizardStep[] = ['info', 'account', 'membership', 'payment'];
const MEMBER_STEPS: WizardStep[] = ['membership', 'payment'];
const STEP_TITLES: Record<WizardStep, string> = {
  info: 'Basic Information',
  account: 'Login Credentials',
  membership: 'Membership',
  payment: 'Payment',
};

/** The plan a signed-in member is on, for the membership step (D2 step 3). */
function planOf(member: User): MemberPlan {
  const tier = member.membership.tier === 'admin' ? null : member.membership.tier;
  const live = hasActiveSubscription(member) && tier !== null;
  return {
    currentTier: live ? tier : null,
    hadPlan: Boolean(member.stripeSubscriptionId) && !live,
  };
}

/**
 * `/register` (spec section 2, D2): info, account, membership, payment. A signed-in member (Subscribe
 * Now, Upgrade Plan) starts at the membership step and changes the one subscription they have.
 */
export default function RegisterPage() {
  usePageMeta({
    title: pageTitle('Register'),
    description: `Create your ${brand.brandName} membership: your details, your sign-in, a plan and its payment.`,
  });
  const toast = useToast();
  const session = useSession();
  const member = session.user;
  const config = useGetBillingConfigQuery();
  const [step, setStepState] = useState<WizardStep>('info');
  // A new step starts at the top of the page; a field with a refusal then scrolls itself into view.
  const setStep = useCallback((next: WizardStep) => {
    setStepState(next);
    window.scrollTo(0, 0);
  }, []);
  const [info, setInfo] = useState(EMPTY_INFO);
  const [credentials, setCredentials] = useState<AccountCredentials>({
    username: '',
    password: '',
    confirmPassword: '',
  });
  const flow = useRegistrationFlow({ member, info, credentials, setStep });
  usePreloadedLaterSteps();
  const onSetupError = useCallback(() => toast.error('Setup Error', 'Failed to initialize payment system.'), [toast]);

  if (session.status === 'loading' || config.isLoading) return <PageSpinner />;
  if (!config.data) {
    return (
      <section className="pw-page pw-register">
        <Notice kind="error" title="Setup Error">
          Failed to initialize payment system.
        </Notice>
      </section>
    );
  }
  if (member?.isAdmin) {
    return (
      <section className="pw-page pw-register">
        <Notice kind="info" title="Administrator accounts do not need a membership." />
      </section>
    );
  }

  const steps = member ? MEMBER_STEPS : VISITOR_STEPS;
  const current = member && !MEMBER_STEPS.includes(step) ? 'membership' : step;
  const tier = config.data.tiers.find((offer) => offer.id === flow.setup?.tier);
  const submitLabel = member ? 'Confirm Plan' : tier?.trialMonths ? 'Start Free Trial' : 'Pay and Create Account';

  return (
    <section className="pw-page pw-register">
      <RegisterSteps steps={steps} current={current} titles={STEP_TITLES} />
      <Suspense fallback={<PageSpinner />}>
        {current === 'info' && (
          <InfoStep
            initial={info}
            problem={flow.fieldProblem}
            onNext={(values) => {
              setInfo(values);
              setStep('account');
            }}
          />
        )}
        {current === 'account' && (
          <AccountStep
            initial={credentials}
            problem={flow.fieldProblem}
            onBack={() => setStep('info')}
            onNext={(values) => {
              setCredentials(values);
              setStep('membership');
            }}
          />
        )}
        {current === 'membership' && (
          <MembershipStep
            tiers={config.data.tiers}
            pendingTier={flow.pendingTier}
            freeTrialAvailable={!member?.stripeSubscriptionId}
            member={member ? planOf(member) : null}
            onSelect={flow.selectTier}
            onBack={member ? undefined : () => setStep('account')}
          />
        )}
        {current === 'payment' && flow.setup && tier && (
          <PaymentStep
            tier={tier}
            setup={flow.setup}
            config={config.data}
            busy={flow.busy}
            cardError={flow.cardError}
            submitLabel={submitLabel}
            onPay={flow.pay}
            onBack={flow.leavePayment}
            onSetupError={onSetupError}
          />
        )}
      </Suspense>
    </section>
  );
}
