import { confirmation, memberStatus, type SubscriptionSnapshot } from './subscription';

const snapshot = (changes: Partial<SubscriptionSnapshot>): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceCents: 499,
  currency: 'usd',
  trialEnd: null,
  currentPeriodEnd: new Date('2026-12-22T00:00:00Z'),
  cancelAtPeriodEnd: false,
  ...changes,
});
const trial = { status: 'trialing' as const, trialEnd: new Date('2026-12-22T00:00:00Z') };

describe('memberStatus (D3)', () => {
  it.each([
    ['trialing', 'active'],
    ['active', 'active'],
    ['past_due', 'active'],
    ['canceled', 'canceled'],
    ['unpaid', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', 'incomplete'],
    ['paused', 'inactive'],
  ] as const)('maps %s to %s', (provider, member) => {
    expect(memberStatus(provider)).toBe(member);
  });
});

describe('confirmation', () => {
  it('confirms a free trial whose card was saved', () => {
    expect(confirmation('free_trial', snapshot(trial), 'succeeded')).toEqual({ confirmed: true, status: 'trialing' });
  });

  it('confirms a paid tier whose first payment succeeded, even before the status catches up', () => {
    expect(confirmation('writer', snapshot({}), 'succeeded')).toEqual({ confirmed: true, status: 'active' });
    const lagging = snapshot({ status: 'incomplete', priceCents: 4900 });
    expect(confirmation('professional', lagging, 'succeeded')).toEqual({ confirmed: true, status: 'active' });
  });

  it.each(['requires_payment_method', 'requires_action', 'processing', 'canceled'] as const)(
    'refuses an intent that is %s',
    (intent) => {
      expect(confirmation('writer', snapshot({ status: 'incomplete' }), intent)).toEqual({
        confirmed: false,
        reason: 'not_paid',
      });
    },
  );

  it('refuses an ended subscription whatever the intent says', () => {
    for (const status of ['canceled', 'incomplete_expired', 'unpaid'] as const) {
      expect(confirmation('writer', snapshot({ status }), 'succeeded')).toMatchObject({ confirmed: false });
    }
  });

  it('refuses a subscription whose price is not the server price of the tier', () => {
    expect(confirmation('professional', snapshot({ priceCents: 499 }), 'succeeded')).toEqual({
      confirmed: false,
      reason: 'plan_mismatch',
    });
    expect(confirmation('writer', snapshot({ currency: 'eur' }), 'succeeded')).toMatchObject({
      reason: 'plan_mismatch',
    });
  });

  it('refuses a trial passed off as a paid tier, and a paid subscription passed off as a trial', () => {
    expect(confirmation('writer', snapshot(trial), 'succeeded')).toMatchObject({ reason: 'plan_mismatch' });
    expect(confirmation('free_trial', snapshot({}), 'succeeded')).toMatchObject({ reason: 'plan_mismatch' });
  });
});
