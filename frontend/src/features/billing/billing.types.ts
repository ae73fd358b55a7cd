/** The payment calls' shapes (backend billing module; spec sections 3 and 7, D2, D3). */
export type TierId = 'free_trial' | 'writer' | 'professional' | 'editorial_partner';
export type ProviderName = 'stripe' | 'sandbox';
export type IntentType = 'setup' | 'payment';

export interface TierOffer {
  id: TierId;
  name: string;
  /** Monthly price now, dollars with two decimals. */
  price: string;
  priceCents: number;
  /** The monthly price once a trial ends (equal to `price` for paid tiers). */
  thenPrice: string;
  trialMonths: number;
  popular: boolean;
  features: string[];
}

export interface BillingConfig {
  provider: ProviderName;
  publishableKey: string | null;
  tiers: TierOffer[];
}

export interface CustomerInfo {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  username?: string;
}

/** The payment setup response, kept in session storage (spec section 3). */
export interface PaymentSetup {
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
  intentType: IntentType;
}

export interface ApplyAnswers {
  name: string;
  writingTypes: string[];
  otherWritingType?: string;
  involvement: string[];
  acknowledgment: 'acknowledge' | 'decline';
}

/** Spec section 7's create-account payload. */
export interface CreateAccountRequest {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  address: string;
  phone: string;
  preferredGenres: string;
  experience: string;
  tier: TierId;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  applyAnswers?: ApplyAnswers;
}

export interface SubscriptionView {
  subscriptionId: string;
  provider: ProviderName;
  tier: TierId;
  tierName: string;
  price: string;
  status: 'active' | 'inactive' | 'canceled' | 'incomplete';
  providerStatus: string;
  live: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
}
