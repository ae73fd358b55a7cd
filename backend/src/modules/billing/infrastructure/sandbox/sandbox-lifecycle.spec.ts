import { advance } from './sandbox-lifecycle';
import type { SandboxSubscriptionRow } from './sandbox-store';

const now = new Date('2026-03-15T12:00:00Z');
const row = (changes: Partial<SandboxSubscriptionRow>): SandboxSubscriptionRow => ({
  id: 'sub_sbx_1',
  customer_id: 'cus_sbx_1',
  price_cents: 499,
  status: 'active',
  trial_end: null,
  current_period_end: new Date('2026-04-01T00:00:00Z'),
  cancel_at_period_end: false,
  payment_method: 'pm_sbx_4242',
  created_at: new Date('2026-01-01T00:00:00Z'),
  ...changes,
});
const past = new Date('2026-03-01T00:00:00Z');

describe('sandbox subscription lifecycle', () => {
  it('leaves a subscription inside its period alone', () => {
    expect(advance(row({}), now)).toBeNull();
  });

  it('expires an unpaid first invoice after 23 hours', () => {
    expect(advance(row({ status: 'incomplete', created_at: new Date('2026-03-15T00:00:00Z') }), now)).toBeNull();
    expect(advance(row({ status: 'incomplete', created_at: new Date('2026-03-14T12:00:00Z') }), now)).toEqual({
      status: 'incomplete_expired',
    });
  });

  it('bills the saved card when a trial ends, and cancels a trial without a card', () => {
    expect(advance(row({ status: 'trialing', current_period_end: past }), now)).toEqual({
      status: 'active',
      current_period_end: new Date('2026-04-01T00:00:00Z'),
    });
    expect(advance(row({ status: 'trialing', current_period_end: past, payment_method: null }), now)).toEqual({
      status: 'canceled',
    });
  });

  it('renews as many periods as have passed', () => {
    const longAgo = new Date('2025-12-31T00:00:00Z');
    expect(advance(row({ current_period_end: longAgo }), now)).toEqual({
      status: 'active',
      current_period_end: new Date('2026-03-31T00:00:00Z'),
    });
  });

  it('ends a subscription canceled at period end, and never revives a canceled one', () => {
    expect(advance(row({ current_period_end: past, cancel_at_period_end: true }), now)).toEqual({
      status: 'canceled',
    });
    expect(advance(row({ status: 'canceled', current_period_end: past }), now)).toBeNull();
  });
});
