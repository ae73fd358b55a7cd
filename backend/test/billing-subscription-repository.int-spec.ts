import type {
  NewBillingSubscription,
  SubscriptionRepository,
} from '../src/modules/billing/application/ports/subscription.repository';
import { SUBSCRIPTION_REPOSITORY } from '../src/modules/billing/billing.tokens';
import type { SubscriptionSnapshot } from '../src/modules/billing/domain/subscription';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

/** The repository's conditional writes, which the HTTP tests reach only through rare races. */
describe('billing: the subscription repository', () => {
  let t: TestApp;
  let subscriptions: SubscriptionRepository;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp();
    subscriptions = t.app.get<SubscriptionRepository>(SUBSCRIPTION_REPOSITORY);
    [{ id: adminId }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
  });
  afterAll(() => t.close());

  let sequence = 0;
  const started = (): NewBillingSubscription => {
    sequence += 1;
    return {
      provider: 'sandbox',
      subscriptionId: `sub_repo_${sequence}`,
      customerId: 'cus_repo',
      tier: 'writer',
      email: 'repo@example.com',
      intentKind: 'payment',
      intentId: `pi_repo_${sequence}`,
      requestedByUserId: null,
      providerStatus: 'incomplete',
    };
  };
  const reading = (id: string, changes: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
    id,
    customerId: 'cus_repo',
    status: 'active',
    priceCents: 499,
    currency: 'usd',
    trialEnd: null,
    currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    ...changes,
  });
  const at = (iso: string) => new Date(iso);

  it('claims a subscription once, and refuses a second live one for the same member', async () => {
    await t.inRequestScope(async () => {
      const first = await subscriptions.insert(started());
      const second = await subscriptions.insert(started());
      const now = at('2026-12-01T00:00:00Z');
      expect(await subscriptions.claim(first.subscriptionId, adminId, reading(first.subscriptionId), now)).toBe(true);
      expect(await subscriptions.claim(first.subscriptionId, adminId, reading(first.subscriptionId), now)).toBe(false);
      await expect(
        subscriptions.claim(second.subscriptionId, adminId, reading(second.subscriptionId), now),
      ).rejects.toMatchObject({
        kind: 'CONFLICT',
        code: 'SUBSCRIPTION_ALREADY_ACTIVE',
        message: 'You already have an active subscription.',
      });
      expect(await subscriptions.findLatestForUser(adminId)).toMatchObject({
        subscriptionId: first.subscriptionId,
        providerStatus: 'active',
        syncedAt: now,
      });
    });
  });

  it('completes a tier change once, and a later read in the same request sees the change cleared', async () => {
    await t.inRequestScope(async () => {
      const { subscriptionId } = await subscriptions.insert(started());
      await subscriptions.setPendingChange(subscriptionId, 'professional', 'seti_repo');
      expect(await subscriptions.findBySubscriptionId(subscriptionId)).toMatchObject({
        tier: 'writer',
        pendingTier: 'professional',
        pendingIntentId: 'seti_repo',
      });
      const now = at('2026-12-02T00:00:00Z');
      expect(await subscriptions.completeChange(subscriptionId, 'seti_repo', reading(subscriptionId), now)).toBe(true);
      expect(await subscriptions.completeChange(subscriptionId, 'seti_repo', reading(subscriptionId), now)).toBe(false);
      expect(await subscriptions.findBySubscriptionId(subscriptionId)).toMatchObject({
        tier: 'professional',
        pendingTier: null,
        pendingIntentId: null,
        providerStatus: 'active',
      });
    });
  });

  it('stores a provider reading unless a later one is stored already', async () => {
    await t.inRequestScope(async () => {
      const { subscriptionId } = await subscriptions.insert(started());
      const later = reading(subscriptionId, { status: 'past_due', cancelAtPeriodEnd: true });
      expect(await subscriptions.applySnapshot(later, at('2026-12-03T12:00:00Z'))).toMatchObject({
        subscriptionId,
        providerStatus: 'past_due',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
        syncedAt: at('2026-12-03T12:00:00Z'),
      });
      expect(await subscriptions.applySnapshot(reading(subscriptionId), at('2026-12-03T11:00:00Z'))).toBeNull();
      expect(await subscriptions.findBySubscriptionId(subscriptionId)).toMatchObject({ providerStatus: 'past_due' });
    });
  });

  it('records an event id once', async () => {
    await t.inRequestScope(async () => {
      expect(await subscriptions.hasEvent('evt_repo')).toBe(false);
      expect(await subscriptions.recordEvent('evt_repo', 'invoice.paid', at('2026-12-04T00:00:00Z'))).toBe(true);
      expect(await subscriptions.recordEvent('evt_repo', 'invoice.paid', at('2026-12-04T00:00:00Z'))).toBe(false);
      expect(await subscriptions.hasEvent('evt_repo')).toBe(true);
    });
  });
});
