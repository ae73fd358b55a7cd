import { advance } from './sandbox-lifecycle';
import type { SandboxSubscription } from './sandbox-subscription.schema';

const now = new Date('2026-03-15T12:00:00Z');
const row = (changes: Partial<SandboxSubscription>): SandboxSubscription => ({
  id: 'sub_sbx_1',
  customerId: 'cus_sbx_1',
  priceCents: 499,
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
  cancelAtPeriodEnd: false,
  paymentMethod: 'pm_sbx_4242',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...changes,
});
const past = new Date('2026-03-01T00:00:00Z');

describe('sandbox subscription lifecycle', () => {
  it('leaves a subscription inside its period alone', () => {
    expect(advance(row({}), now)).toBeNull();
  });

  it('expires an unpaid first invoice after 23 hours', () => {
    expect(advance(row({ status: 'incomplete', createdAt: new Date('2026-03-15T00:00:00Z') }), now)).toBeNull();
    expect(advance(row({ status: 'incomplete', createdAt: new Date('2026-03-14T12:00:00Z') }), now)).toEqual({
      status: 'incomplete_expired',
    });
  });

  it('bills the saved card when a trial ends, and cancels a trial without a card', () => {
    expect(advance(row({ status: 'trialing', currentPeriodEnd: past }), now)).toEqual({
      status: 'active',
      currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
    });
    expect(advance(row({ status: 'trialing', currentPeriodEnd: past, paymentMethod: null }), now)).toEqual({
      status: 'canceled',
    });
  });

  it('renews as many periods as have passed', () => {
    const longAgo = new Date('2025-12-31T00:00:00Z');
    expect(advance(row({ currentPeriodEnd: longAgo }), now)).toEqual({
      status: 'active',
      currentPeriodEnd: new Date('2026-03-31T00:00:00Z'),
    });
  });

  it('ends a subscription canceled at period end, and never revives a canceled one', () => {
    expect(advance(row({ currentPeriodEnd: past, cancelAtPeriodEnd: true }), now)).toEqual({
      status: 'canceled',
    });
    expect(advance(row({ status: 'canceled', currentPeriodEnd: past }), now)).toBeNull();
  });
});
