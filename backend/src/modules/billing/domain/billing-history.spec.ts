import type { ProviderCharge } from '../application/ports/payment-provider';
import { historyOf } from './billing-history';

const charge = (id: string, paidAt: string, extra: Partial<ProviderCharge> = {}): ProviderCharge => ({
  id,
  subscriptionId: 'sub_1',
  paidAt: new Date(paidAt),
  amountCents: 499,
  currency: 'usd',
  tier: 'writer',
  periodStart: new Date(paidAt),
  periodEnd: new Date(paidAt),
  card: { brand: 'visa', last4: '4242' },
  refundedCents: 0,
  refundedAt: null,
  ...extra,
});

describe('billing history lines', () => {
  it('lists charges newest first, each refund as its own line with the refunded amount', () => {
    const lines = historyOf([
      charge('pi_1', '2026-09-01T00:00:00Z'),
      charge('pi_2', '2026-10-01T00:00:00Z', {
        amountCents: 4900,
        tier: 'professional',
        refundedCents: 1000,
        refundedAt: new Date('2026-10-05T00:00:00Z'),
      }),
      charge('pi_3', '2026-11-01T00:00:00Z', { refundedCents: 499, refundedAt: new Date('2026-11-01T00:00:00Z') }),
    ]);
    expect(lines.map((line) => [line.id, line.kind, line.amountCents, line.status, line.tierName])).toEqual([
      ['pi_3:refund', 'refund', 499, 'refunded', 'Writer'],
      ['pi_3', 'charge', 499, 'refunded', 'Writer'],
      ['pi_2:refund', 'refund', 1000, 'partially_refunded', 'Professional'],
      ['pi_2', 'charge', 4900, 'partially_refunded', 'Professional'],
      ['pi_1', 'charge', 499, 'paid', 'Writer'],
    ]);
    expect(lines.every((line) => line.receiptId === line.id.replace(':refund', ''))).toBe(true);
  });
});
