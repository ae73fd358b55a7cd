import { DomainError } from '../../../shared/domain/domain-error';
import { ASSIGNMENTS_ERRORS as codes } from './assignments.errors';

/** What D2 step 6 needs before a member takes paid work; each part is read from the module that owns it. */
export interface EligibilityFacts {
  accountActive: boolean;
  /** The member's current application status, or null without one. */
  applicationStatus: string | null;
  subscriptionActive: boolean;
}

/** The first condition of D2 step 6 a member does not meet. */
export type EligibilityGap = 'account' | 'application' | 'subscription';

/** The first missing condition, or null when the member may take assignments: the one rule, read by every caller. */
export function eligibilityGap(facts: EligibilityFacts): EligibilityGap | null {
  if (!facts.accountActive) return 'account';
  if (facts.applicationStatus !== 'approved') return 'application';
  if (!facts.subscriptionActive) return 'subscription';
  return null;
}

/**
 * The first missing condition as the member reads it (403), or null when the member may take assignments.
 * The UI shows the same reason with the link that fixes it (Take Quiz, Subscribe Now).
 */
export function eligibilityProblem(facts: EligibilityFacts): DomainError | null {
  switch (eligibilityGap(facts)) {
    case null:
      return null;
    case 'account':
      return new DomainError(
        codes.ASSIGNMENT_ACCOUNT_INACTIVE,
        'Your account is inactive. Contact support to take assignments.',
      );
    case 'application':
      return new DomainError(
        codes.ASSIGNMENT_APPLICATION_REQUIRED,
        APPLICATION_MESSAGES[facts.applicationStatus ?? 'none'] ?? REJECTED,
      );
    case 'subscription':
      return new DomainError(codes.ASSIGNMENT_SUBSCRIPTION_REQUIRED, 'Subscribe to a plan to take assignments.');
  }
}

const REJECTED = 'Your application was not approved, so you cannot take assignments.';

const APPLICATION_MESSAGES: Record<string, string> = {
  none: 'Apply to the collective to take assignments.',
  quiz_required: 'Pass the writing assessment to take assignments.',
  pending: 'Your application is being reviewed; you can take assignments once it is approved.',
};
