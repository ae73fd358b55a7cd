import type { UnitOfWork } from '../../../shared/application/unit-of-work';
import type { SubscriptionSnapshot } from '../domain/subscription';
import { HandleWebhook } from './handle-webhook';
import type { PaymentProvider, ProviderEvent } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import type { SubscriptionSync } from './subscription-sync';

const snapshot: SubscriptionSnapshot = {
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'canceled',
  priceCents: 499,
  currency: 'usd',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

function setup(event: ProviderEvent) {
  const events = new Set<string>();
  const applied: SubscriptionSnapshot[] = [];
  const provider = {
    parseWebhook: jest.fn(() => event),
    getSubscription: jest.fn(async () => snapshot),
  } as unknown as PaymentProvider;
  const repository = {
    hasEvent: async (id: string) => events.has(id),
    recordEvent: async (id: string) => !events.has(id) && Boolean(events.add(id)),
    findBySubscriptionId: async (id: string) => (id === 'sub_1' ? { subscriptionId: id } : null),
  } as unknown as SubscriptionRepository;
  const sync = { apply: async (s: SubscriptionSnapshot) => applied.push(s) } as unknown as SubscriptionSync;
  const uow: UnitOfWork = { run: (work) => work() };
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  return { provider, applied, handle: new HandleWebhook(provider, repository, clock, sync, uow) };
}

const event = (changes: Partial<ProviderEvent> = {}): ProviderEvent => ({
  id: 'evt_1',
  type: 'customer.subscription.updated',
  createdAt: new Date('2026-11-22T11:00:00Z'),
  subscriptionId: 'sub_1',
  ...changes,
});

describe('HandleWebhook', () => {
  it('refuses a request without a body or a signature before parsing anything', async () => {
    const { handle, provider } = setup(event());
    await expect(handle.execute(undefined, 'sig')).rejects.toMatchObject({
      kind: 'INVALID_INPUT',
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    await expect(handle.execute(Buffer.from('{}'), undefined)).rejects.toMatchObject({
      kind: 'INVALID_INPUT',
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    expect(provider.parseWebhook).not.toHaveBeenCalled();
  });

  it("applies the provider's current state, not the event's copy, once per event id", async () => {
    const { handle, provider, applied } = setup(event());
    expect(await handle.execute(Buffer.from('{}'), 'sig')).toEqual({ received: true, duplicate: false });
    expect(await handle.execute(Buffer.from('{}'), 'sig')).toEqual({ received: true, duplicate: true });
    expect(provider.getSubscription).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([snapshot]);
  });

  it('records other event types and unknown subscriptions without asking the provider', async () => {
    for (const other of [
      event({ type: 'charge.succeeded' }),
      event({ id: 'evt_2', subscriptionId: 'sub_elsewhere' }),
    ]) {
      const { handle, provider, applied } = setup(other);
      expect(await handle.execute(Buffer.from('{}'), 'sig')).toEqual({ received: true, duplicate: false });
      expect(provider.getSubscription).not.toHaveBeenCalled();
      expect(applied).toEqual([]);
    }
  });
});
