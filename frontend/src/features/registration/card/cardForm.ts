import type { IntentType } from '../../billing/billingApi';

/** Confirms the card with the provider; rejects with an Error carrying the provider's message. */
export type ConfirmCard = () => Promise<void>;

/** What both card forms (sandbox, Stripe Elements) receive from the payment step. */
export interface CardFormProps {
  clientSecret: string;
  intentType: IntentType;
  /** The terms are ticked and nothing is in flight. */
  enabled: boolean;
  busy: boolean;
  submitLabel: string;
  onPay: (confirm: ConfirmCard) => void;
  /** The card form itself could not start (Stripe.js failed to load). */
  onSetupError: () => void;
}

export const UNEXPECTED = 'An unexpected error occurred';
