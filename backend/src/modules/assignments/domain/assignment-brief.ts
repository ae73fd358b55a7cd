import { centsToDecimal } from '../../../shared/domain/money';
import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import { payoutAmountCents } from '../../payouts/domain/payout';
import type { Assignment } from './assignment';
import { ASSIGNMENTS_ERRORS } from './assignments.errors';

/** The lengths the `assignments` table's CHECKs allow (Migration20261203000000_assignments), after trimming. */
export const BRIEF_LIMITS = {
  title: 200,
  description: 5000,
  requirements: 5000,
  reviewNotes: 5000,
} as const;

/**
 * The longest target an editor may set: one submission holds at most MAX_CONTENT_CHARACTERS (50,000
 * characters, about 8,000 words), so a longer target could never be met.
 */
export const MAX_WORD_COUNT = 8000;

/** The most one assignment may pay ($100,000.00): far above any brief, and its payout always fits the column. */
export const MAX_PAY_CENTS = 10_000_000;

/** What an editor writes when creating an assignment (spec section 5), money in cents. */
export type AssignmentBrief = Pick<
  Assignment,
  | 'title'
  | 'description'
  | 'type'
  | 'wordCount'
  | 'payRateCents'
  | 'isPerWord'
  | 'deadline'
  | 'requirements'
  | 'isPremium'
>;

/** Rules across fields, beyond what each field's format says: the pay's total and a deadline ahead. */
export function briefProblem(
  brief: Pick<AssignmentBrief, 'payRateCents' | 'wordCount' | 'isPerWord'>,
  deadline: { value: Date; mustBeAhead: boolean },
  now: Date,
): DomainError | null {
  if (deadline.mustBeAhead && deadline.value <= now) {
    return new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'The deadline must be in the future.');
  }
  const total = payoutAmountCents(brief);
  if (total > MAX_PAY_CENTS) {
    return new DomainError(
      COMMON_ERRORS.VALIDATION_FAILED,
      `This assignment would pay $${centsToDecimal(total)}; one assignment may pay at most ` +
        `$${centsToDecimal(MAX_PAY_CENTS)}.`,
    );
  }
  return null;
}

export const payFixedOnCompletion = () =>
  new DomainError(
    ASSIGNMENTS_ERRORS.ASSIGNMENT_PAY_FIXED,
    'The pay of a completed assignment cannot change: its payout was opened when it was completed.',
  );
