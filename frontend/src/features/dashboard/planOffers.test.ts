import { member, unsubscribed, grantedMember } from '../../test/fixtures';
import type { User } from '../auth/user';
import { employmentLevel, nextStep, planOffers } from './planOffers';

const canceled: User = unsubscribed({ stripeSubscriptionId: 'sub_123', subscriptionStatus: 'canceled' });

describe("nextStep: the dashboard's next step follows the member's application (D2)", () => {
  it('sends a member whose application awaits the writing assessment to the quiz', () => {
    expect(nextStep(member, 'quiz_required')).toEqual({
      action: { label: 'Take Quiz', to: '/quiz' },
      why: 'Take the writing assessment to start taking paid assignments.',
    });
  });

  it('asks a member under review to wait, with nothing to click', () => {
    expect(nextStep(member, 'pending')).toEqual({
      action: null,
      why: 'Your application is under review. You can take assignments once an editor approves it.',
    });
  });

  it('offers Subscribe Now to an approved member without a live subscription', () => {
    expect(nextStep(canceled, 'approved')).toEqual({
      action: { label: 'Subscribe Now', to: '/register' },
      why: 'Subscribe to a plan to start taking paid assignments.',
    });
  });

  it('sends an approved, subscribed member to find assignments', () => {
    expect(nextStep(member, 'approved')).toEqual({
      action: { label: 'Find Assignments', to: '/dashboard?tab=assignments' },
      why: null,
    });
  });

  it('opens work to a complimentary member (active without a provider subscription), as the server does', () => {
    const complimentary: User = grantedMember('writer');
    expect(nextStep(complimentary, 'approved')).toEqual({
      action: { label: 'Find Assignments', to: '/dashboard?tab=assignments' },
      why: null,
    });
    // And the rest of the dashboard agrees (D20): their tier, no Subscribe Now.
    const granted: User = grantedMember('professional');
    expect(planOffers(granted, 'approved')).toEqual({ subscribeNow: false, upgradePlan: true });
    expect(employmentLevel(granted, [])).toBe('Professional');
  });

  it('sends a member without an application to apply, and tells a rejected one why work is closed', () => {
    expect(nextStep(member, null).action).toEqual({ label: 'Apply Now', to: '/apply' });
    expect(nextStep(member, 'rejected')).toEqual({
      action: null,
      why: 'Your application was not approved, so assignments are not open to you.',
    });
  });
});
