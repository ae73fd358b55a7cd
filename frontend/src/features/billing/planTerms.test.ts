import { writerSubscription } from './billing.fixtures';
import type { SubscriptionView } from './billingApi';
import { planTerms } from './planTerms';

const trial: SubscriptionView = {
  ...writerSubscription,
  tier: 'free_trial',
  tierName: 'Free Trial',
  providerStatus: 'trialing',
  trialEnd: '2026-12-28T08:04:00.000Z',
  currentPeriodEnd: '2026-12-28T08:04:00.000Z',
};

describe("planTerms: the Account tab's Plan line says what the membership costs and when (issue 23)", () => {
  it('gives a free trial its end date, then the price that follows (D3)', () => {
    expect(planTerms(trial)).toBe('Free trial: free until December 28, 2026, then $4.99/month');
  });

  it('says a trial that was cancelled simply ends', () => {
    expect(planTerms({ ...trial, cancelAtPeriodEnd: true })).toBe(
      'Free trial: free until December 28, 2026, then it ends',
    );
  });

  it('says when a trial has ended and what is paid since', () => {
    expect(planTerms({ ...trial, providerStatus: 'active' })).toBe(
      'Free trial ended December 28, 2026, now $4.99/month',
    );
  });

  it('gives a paid plan its name and monthly price', () => {
    expect(planTerms({ ...writerSubscription, tierName: 'Professional', tier: 'professional', price: '49.00' })).toBe(
      'Professional ($49.00/month)',
    );
  });
});
