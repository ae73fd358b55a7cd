import { membershipOf, type User } from './user';

type Account = Pick<User, 'isAdmin' | 'stripeSubscriptionId' | 'subscriptionStatus' | 'subscriptionTier'>;

const member = (account: Partial<Account>): Account => ({
  isAdmin: false,
  stripeSubscriptionId: 'sub_123',
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  ...account,
});

describe('membershipOf (D20: one rule for the guard and the interface)', () => {
  it('counts a paying member active, with their tier, from the provider', () => {
    expect(membershipOf(member({ subscriptionTier: 'professional' }))).toEqual({
      active: true,
      tier: 'professional',
      source: 'provider',
      membersOnlyPages: true,
    });
  });

  it('counts the free trial active, as a trial', () => {
    expect(membershipOf(member({ subscriptionTier: 'free_trial' }))).toMatchObject({
      active: true,
      tier: 'free_trial',
      source: 'trial',
    });
  });

  it('counts a subscription an editor granted (no provider subscription, D10) as active', () => {
    expect(membershipOf(member({ stripeSubscriptionId: null, subscriptionTier: 'editorial_partner' }))).toEqual({
      active: true,
      tier: 'editorial_partner',
      source: 'granted',
      membersOnlyPages: true,
    });
  });

  it.each(['inactive', 'canceled', 'incomplete'] as const)(
    'keeps a %s member out of the members-only pages',
    (status) => {
      expect(membershipOf(member({ subscriptionStatus: status }))).toEqual({
        active: false,
        tier: null,
        source: null,
        membersOnlyPages: false,
      });
    },
  );

  it('opens the members-only pages to an administrator without a subscription, who is still not subscribed', () => {
    expect(
      membershipOf(
        member({
          isAdmin: true,
          stripeSubscriptionId: null,
          subscriptionStatus: 'inactive',
          subscriptionTier: 'admin',
        }),
      ),
    ).toEqual({ active: false, tier: null, source: null, membersOnlyPages: true });
  });
});
