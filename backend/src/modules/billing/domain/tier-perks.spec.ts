import { membershipOf, type SubscriptionStatus, type SubscriptionTier } from '../../identity/domain/user';
import { hasFirstLook, hasUnlimitedChecks, perkTier } from './tier-perks';

/** A member as the session loads one: identity's membership rule applied to the account's subscription. */
const member = (subscriptionTier: SubscriptionTier | null, subscriptionStatus: SubscriptionStatus = 'active') => ({
  isAdmin: false,
  membership: membershipOf({ isAdmin: false, stripeSubscriptionId: null, subscriptionStatus, subscriptionTier }),
});

describe('the perks of a tier (D20)', () => {
  it('reads the tier of an active subscription, paid or granted alike, and none without one', () => {
    expect(perkTier(member('professional'))).toBe('professional');
    expect(perkTier(member('editorial_partner', 'canceled'))).toBeNull();
    expect(perkTier(member('writer', 'incomplete'))).toBeNull();
    expect(perkTier({ ...member(null, 'inactive'), isAdmin: true })).toBe('admin');
  });

  it('limits Writer, the free trial and members without a subscription; not Professional, Partner or admins', () => {
    expect(hasUnlimitedChecks(member('writer'))).toBe(false);
    expect(hasUnlimitedChecks(member('free_trial'))).toBe(false);
    expect(hasUnlimitedChecks(member('professional', 'inactive'))).toBe(false);
    expect(hasUnlimitedChecks(member('professional'))).toBe(true);
    expect(hasUnlimitedChecks(member('editorial_partner'))).toBe(true);
    expect(hasUnlimitedChecks({ ...member(null, 'inactive'), isAdmin: true })).toBe(true);
  });

  it('gives the first look to Editorial Partners and admins only', () => {
    expect(hasFirstLook(member('editorial_partner'))).toBe(true);
    expect(hasFirstLook(member('professional'))).toBe(false);
    expect(hasFirstLook(member('editorial_partner', 'canceled'))).toBe(false);
    expect(hasFirstLook({ ...member(null, 'inactive'), isAdmin: true })).toBe(true);
  });
});
