import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode, failedWith, serverMessage, type ApiError, type ErrorCode } from '../../api/errors';
import { useToast } from '../../app/toast';
import type { User } from '../auth/user';
import type { TierId } from '../billing/billingApi';
import {
  useConfirmPlanMutation,
  useCreateAccountMutation,
  useCreatePaymentIntentMutation,
} from '../billing/billingApi';
import type { ConfirmCard } from './card/cardForm';
import type { AccountCredentials, ApplicantInfo, WizardStep } from './registration.types';
import { clearRegistration, loadApplyAnswers, loadSetup, saveSetup, type StoredSetup } from './registrationStorage';

const SETUP_FAILED = 'Failed to initialize payment system.';

/**
 * The payment setup's refusals whose message tells the visitor or member what to do (the endpoint's documented
 * codes, the request's validation, a taken e-mail or username); anything else is SETUP_FAILED.
 */
const EXPLAINED_SETUP_REFUSALS: ErrorCode[] = [
  'VALIDATION_FAILED',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'UNAUTHENTICATED',
  'ADMIN_HAS_NO_MEMBERSHIP',
  'FREE_TRIAL_NEW_MEMBERS_ONLY',
  'SUBSCRIPTION_OTHER_PROVIDER',
  'PAYMENT_RATE_LIMITED',
];

/** A refusal that belongs to a field of an earlier step: the wizard goes back there and shows it on the field. */
export interface FieldProblem {
  field: 'email' | 'username';
  message: string;
}

/** The codes of a taken e-mail or username, and the field each belongs to. */
const TAKEN_FIELD: Partial<Record<string, FieldProblem['field']>> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
};

interface FlowInput {
  member: User | null;
  info: ApplicantInfo;
  credentials: AccountCredentials;
  setStep: (step: WizardStep) => void;
}

/**
 * The wizard's calls (D2): prepare the payment for a tier, confirm the card, then let the server verify
 * and create the account (visitor) or apply the plan (member). Toasts and texts of spec section 8.
 */
export function useRegistrationFlow({ member, info, credentials, setStep }: FlowInput) {
  const toast = useToast();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<StoredSetup | null>(null);
  const [pendingTier, setPendingTier] = useState<TierId | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<FieldProblem | null>(null);
  /** Why the card form's last confirmation failed (a declined card), shown at the form itself. */
  const [cardError, setCardError] = useState<string | null>(null);
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [createAccount] = useCreateAccountMutation();
  const [confirmPlan] = useConfirmPlanMutation();
  const owner = member ? `member:${member.id}` : info.email.trim().toLowerCase();

  async function selectTier(tier: TierId) {
    const stored = loadSetup();
    if (stored && stored.tier === tier && stored.email === owner) {
      setSetup(stored);
      setStep('payment');
      return;
    }
    setPendingTier(tier);
    try {
      const customerInfo = member
        ? null
        : {
            email: info.email.trim(),
            name: `${info.firstName.trim()} ${info.lastName.trim()}`,
            firstName: info.firstName.trim(),
            lastName: info.lastName.trim(),
            username: credentials.username,
          };
      const response = await createPaymentIntent({ tier, customerInfo }).unwrap();
      const next: StoredSetup = { ...response, tier, email: owner, confirmed: false };
      saveSetup(next);
      setSetup(next);
      setStep('payment');
    } catch (error) {
      const message = failedWith(error, ...EXPLAINED_SETUP_REFUSALS)
        ? serverMessage(error, SETUP_FAILED)
        : SETUP_FAILED;
      toast.error('Setup Error', message);
      sendBackFor(error, message);
    } finally {
      setPendingTier(null);
    }
  }

  async function pay(confirm: ConfirmCard) {
    if (!setup) return;
    setBusy(true);
    setCardError(null);
    try {
      let current = setup;
      if (!current.confirmed) {
        try {
          await confirm();
        } catch (error) {
          const message = (error instanceof Error && error.message) || 'An unexpected error occurred';
          toast.error('Payment Failed', message);
          setCardError(message);
          return;
        }
        current = { ...current, confirmed: true };
        saveSetup(current);
        setSetup(current);
      }
      await (member ? finishPlan(current) : finishAccount(current));
    } finally {
      setBusy(false);
    }
  }

  async function finishAccount(current: StoredSetup) {
    const answers = loadApplyAnswers();
    try {
      await createAccount({
        email: info.email.trim(),
        firstName: info.firstName.trim(),
        lastName: info.lastName.trim(),
        username: credentials.username,
        password: credentials.password,
        address: info.address.trim(),
        phone: info.phone.trim(),
        preferredGenres: info.preferredGenres.trim(),
        experience: info.experience.trim(),
        tier: current.tier,
        stripeCustomerId: current.customerId,
        stripeSubscriptionId: current.subscriptionId,
        ...(answers ? { applyAnswers: answers } : {}),
      }).unwrap();
      clearRegistration();
      toast.success('Account Created Successfully', 'Welcome! Your membership is active.');
      navigate('/dashboard');
    } catch (error) {
      const message = serverMessage(error, 'Please contact support.');
      toast.error('Account Creation Failed', message);
      sendBackFor(error, message);
    }
  }

  async function finishPlan(current: StoredSetup) {
    try {
      const { subscription } = await confirmPlan({ subscriptionId: current.subscriptionId }).unwrap();
      clearRegistration();
      toast.success('Subscription Updated', `Your plan is now ${subscription?.tierName ?? 'active'}.`);
      navigate('/dashboard');
    } catch (error) {
      const declined = failedWith(error, 'PAYMENT_DECLINED', 'PAYMENT_NOT_CONFIRMED');
      toast.error(
        declined ? 'Payment Failed' : 'Subscription Update Failed',
        serverMessage(error, 'Please contact support.'),
      );
      if (declined) {
        // The card was refused when charged: start again so another card can be confirmed.
        saveSetup(null);
        setSetup(null);
        setStep('membership');
      }
    }
  }

  /** A taken e-mail or username: back to its step, the message on its field. */
  function sendBackFor(error: ApiError, message: string) {
    const field = TAKEN_FIELD[errorCode(error) ?? ''];
    if (!field) return;
    setFieldProblem({ field, message });
    setStep(field === 'email' ? 'info' : 'account');
  }

  const leavePayment = () => {
    setCardError(null);
    setStep('membership');
  };

  return { setup, pendingTier, busy, fieldProblem, cardError, selectTier, pay, leavePayment };
}
