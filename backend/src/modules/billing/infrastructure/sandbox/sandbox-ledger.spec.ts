import { advance } from './sandbox-lifecycle';
import { renewalCharges, sandboxCard } from './sandbox-ledger';
import type { SandboxSubscription } from './sandbox-subscription.schema';

const subscription = (extra: Partial<SandboxSubscription> = {}): SandboxSubscription => ({
  id: 'sub_sbx_1',
  customerId: 'cus_sbx_1',
  priceCents: 4900,
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: new Date('2026-09-30T12:00:00Z'),
  cancelAtPeriodEnd: false,
  paymentMethod: 'pm_sbx_4242_abc',
  createdAt: new Date('2026-08-30T12:00:00Z'),
  ...extra,
});

describe('the sandbox ledger', () => {
  it('charges once per period a renewal moves over, dated at the start of each, on the saved card', () => {
    const before = subscription();
    const changes = advance(before, new Date('2026-11-05T00:00:00Z'))!;
    const charges = renewalCharges(before, changes);
    expect(
      charges.map((c) => [c.periodStart?.toISOString(), c.periodEnd?.toISOString(), c.amountCents, c.tier]),
    ).toEqual([
      ['2026-09-30T12:00:00.000Z', '2026-10-30T12:00:00.000Z', 4900, 'professional'],
      ['2026-10-30T12:00:00.000Z', '2026-11-30T12:00:00.000Z', 4900, 'professional'],
    ]);
    expect(charges.every((c) => c.createdAt === c.periodStart && c.paymentMethod === 'pm_sbx_4242_abc')).toBe(true);
  });

  it('charges nothing when the subscription ends, falls past due or has no card', () => {
    const later = new Date('2026-10-05T00:00:00Z');
    for (const before of [
      subscription({ cancelAtPeriodEnd: true }),
      subscription({ paymentMethod: null }),
      subscription({ status: 'trialing', paymentMethod: null }),
    ]) {
      expect(renewalCharges(before, advance(before, later)!)).toEqual([]);
    }
  });

  it('reads the card from the payment method the sandbox named after it', () => {
    expect(sandboxCard('pm_sbx_4242_0a1b')).toEqual({ brand: 'visa', last4: '4242' });
    expect(sandboxCard('pm_other')).toBeNull();
  });
});
