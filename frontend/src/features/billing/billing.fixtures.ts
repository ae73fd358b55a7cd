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
      features: [
        'Skills assessment and editorial review',
        'Grammar and originality checks, up to 20 a day',
        'Cancel any time before the trial ends',
      ],
      perks: { checksPerDay: 20, priorityFeedback: false, firstLookHours: null, oneToOneSessions: false },
    },
    {
      id: 'writer',
      name: 'Writer',
      price: '4.99',
      priceCents: 499,
      thenPrice: '4.99',
      trialMonths: 0,
      popular: false,
      features: ['Paid assignments', 'Grammar and originality checks, up to 20 a day'],
      perks: { checksPerDay: 20, priorityFeedback: false, firstLookHours: null, oneToOneSessions: false },
    },
    {
      id: 'professional',
      name: 'Professional',
      price: '49.00',
      priceCents: 4900,
      thenPrice: '49.00',
      trialMonths: 0,
      popular: false,
      features: [
        'Everything in Writer',
        'Unlimited grammar and originality checks',
        'Priority editorial feedback: your submissions are reviewed first',
      ],
      perks: { checksPerDay: null, priorityFeedback: true, firstLookHours: null, oneToOneSessions: false },
    },
    {
      id: 'editorial_partner',
      name: 'Editorial Partner',
      price: '99.00',
      priceCents: 9900,
      thenPrice: '99.00',
      trialMonths: 0,
      popular: false,
      features: [
        'Everything in Professional',
        'Unlimited grammar and originality checks',
        'Priority editorial feedback: your submissions are reviewed first',
        'First look at premium assignments, 48 hours before everyone else',
        'One-to-one sessions with a senior editor',
      ],
      perks: { checksPerDay: null, priorityFeedback: true, firstLookHours: 48, oneToOneSessions: true },
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
