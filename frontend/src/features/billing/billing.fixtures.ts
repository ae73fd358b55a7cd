import type { BillingConfig, SubscriptionView } from './billingApi';

/** GET /api/billing/config as the sandbox provider answers it. */
export const sandboxConfig: BillingConfig = {
  provider: 'sandbox',
  publishableKey: null,
  tiers: [
    {
      id: 'free_trial',
      name: 'Free Trial',
      price: '0.00',
      priceCents: 0,
      thenPrice: '4.99',
      trialMonths: 1,
      popular: true,
      features: ['Skills assessment and editorial review'],
    },
    {
      id: 'writer',
      name: 'Writer',
      price: '4.99',
      priceCents: 499,
      thenPrice: '4.99',
      trialMonths: 0,
      popular: false,
      features: ['Paid assignments'],
    },
    {
      id: 'professional',
      name: 'Professional',
      price: '49.00',
      priceCents: 4900,
      thenPrice: '49.00',
      trialMonths: 0,
      popular: false,
      features: ['Everything in Writer'],
    },
    {
      id: 'editorial_partner',
      name: 'Editorial Partner',
      price: '99.00',
      priceCents: 9900,
      thenPrice: '99.00',
      trialMonths: 0,
      popular: false,
      features: ['Everything in Professional'],
    },
  ],
};

export const writerSubscription: SubscriptionView = {
  subscriptionId: 'sub_sbx_1',
  provider: 'sandbox',
  tier: 'writer',
  tierName: 'Writer',
  price: '4.99',
  status: 'active',
  providerStatus: 'active',
  live: true,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  trialEnd: null,
};
