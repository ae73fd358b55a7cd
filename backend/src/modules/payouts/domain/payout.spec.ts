import { centsToDecimal, dollars } from '../../../shared/domain/money';
import {
  canMove,
  nextStatuses,
  PAYOUT_STATUSES,
  payoutAmountCents,
  SETTLE_FROM,
  statusesBefore,
  transferKey,
  type PayoutStatus,
} from './payout';
import { alreadyRequested, belowMinimum, cannotMove, requestedMessage } from './payouts.errors';

describe('payout transitions (D9)', () => {
  it('moves pending → processing → completed, pending → completed and retries failed → processing, nothing else', () => {
    const allowed = PAYOUT_STATUSES.flatMap((from) =>
      PAYOUT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→processing', 'pending→completed', 'processing→completed', 'failed→processing']);
  });

  it('lets the provider settle a transfer: paid completes a processing payout; failed fails it, even when completed', () => {
    expect(SETTLE_FROM.completed).toEqual(['processing']);
    expect(SETTLE_FROM.failed).toEqual(['processing', 'completed']);
  });

  it('names one idempotency key per attempt', () => {
    expect(transferKey(42, 0)).toBe('payout-42');
    expect(transferKey(42, 2)).toBe('payout-42-2');
  });

  it('never moves back or stays put', () => {
    for (const status of PAYOUT_STATUSES) expect(canMove(status, status)).toBe(false);
    expect(canMove('processing', 'pending')).toBe(false);
    expect(canMove('completed', 'pending')).toBe(false);
    expect(canMove('completed', 'processing')).toBe(false);
    expect(nextStatuses('completed')).toEqual([]);
  });

  it("gives each target the predecessors of its conditional UPDATE's WHERE status IN (...)", () => {
    expect(statusesBefore('processing')).toEqual(['pending', 'failed']);
    expect(statusesBefore('completed')).toEqual(['pending', 'processing']);
    expect(statusesBefore('pending')).toEqual([]);
  });

  it.each<[PayoutStatus, PayoutStatus, string]>([
    ['completed', 'completed', 'This payout is already completed. A completed payout is final.'],
    [
      'completed',
      'processing',
      'This payout is completed, so it cannot move to processing. A completed payout is final.',
    ],
    [
      'processing',
      'pending',
      'This payout is processing, so it cannot move to pending. From processing it can move only to completed.',
    ],
    ['pending', 'pending', 'This payout is already pending. From pending it can move only to processing or completed.'],
  ])('refuses %s → %s naming the allowed moves', (from, to, message) => {
    expect(cannotMove(from, to)).toMatchObject({ kind: 'CONFLICT', code: 'PAYOUT_STATUS_CHANGE_REFUSED', message });
  });
});

describe('payout amounts (D9, D14)', () => {
  it('pays per word exactly: 0.05 × 1,200 words is 60.00', () => {
    expect(centsToDecimal(payoutAmountCents({ payRateCents: 5, wordCount: 1200, isPerWord: true }))).toBe('60.00');
  });

  it('pays a flat rate whatever the length', () => {
    expect(payoutAmountCents({ payRateCents: 42_500, wordCount: 900, isPerWord: false })).toBe(42_500);
  });

  it('sums odd cents exactly where floating point would drift', () => {
    const amounts = Array.from({ length: 1000 }, () =>
      payoutAmountCents({ payRateCents: 7, wordCount: 1, isPerWord: true }),
    );
    expect(centsToDecimal(amounts.reduce((sum, cents) => sum + cents, 0))).toBe('70.00');
    expect(Array.from({ length: 1000 }, () => 0.07).reduce((sum, x) => sum + x, 0)).not.toBe(70);
  });
});

describe('payout messages', () => {
  it('shows dollars with two places and thousands separators', () => {
    expect(dollars(450)).toBe('$4.50');
    expect(dollars(1000)).toBe('$10.00');
    expect(dollars(123_456_789)).toBe('$1,234,567.89');
  });

  it('states the minimum and the amount pending and not yet requested', () => {
    expect(belowMinimum(1000, 450).message).toBe(
      'Payouts can be requested from $10.00; you have $4.50 pending and not yet requested.',
    );
    expect(alreadyRequested(6000).message).toBe(
      'Nothing new to request: your pending payouts ($60.00) have already been requested, and an editor will process them.',
    );
    expect(requestedMessage(1, 6000)).toBe(
      'Payout requested: $60.00 for 1 completed assignment. An editor will process it.',
    );
    expect(requestedMessage(3, 1503)).toMatch(/^Payout requested: \$15\.03 for 3 completed assignments\./);
  });
});
