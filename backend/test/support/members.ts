import { UserAccounts } from '../../src/modules/identity/application/user-accounts';
import type { SubscriptionStatus, SubscriptionTier } from '../../src/modules/identity/domain/user';
import type { TestApp } from './test-app';

let created = 0;

/**
 * A member without a payment-provider subscription, created as the registration would (a welcome mail and all),
 * with the subscription an editor would have set on their account (D10): `inactive` and no tier for a member who never
 * subscribed, `active` with a tier for one whose subscription an editor granted.
 */
export async function aMemberWithout(
  t: TestApp,
  subscription: { status: SubscriptionStatus; tier: SubscriptionTier | null },
): Promise<{ id: number; credentials: { email: string; password: string } }> {
  created += 1;
  const id = `${created}${Date.now() % 100000}`;
  const who = { email: `gate${id}@penwright.test`, password: 'members-gate-2026' };
  const user = await t.inRequestScope(() =>
    t.app
      .get(UserAccounts)
      .createMember(
        { firstName: 'Ines', lastName: 'Gatewood', email: who.email, username: `gate${id}`, password: who.password },
        { stripeSubscriptionId: null, subscriptionStatus: subscription.status, subscriptionTier: subscription.tier },
      ),
  );
  return { id: user.id, credentials: who };
}
