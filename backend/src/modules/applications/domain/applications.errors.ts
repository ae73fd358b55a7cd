import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import { utcMoment } from '../../../shared/domain/utc-moment';
import type { ApplicationStatus } from './application';

/** Applications' error codes (docs/errors.md). */
export const APPLICATIONS_ERRORS = errorCodes({
  APPLICATION_NOT_FOUND: 'NOT_FOUND',
  APPLICATION_NOT_SUBMITTED: 'NOT_FOUND',
  APPLICATION_NOT_DECIDABLE: 'CONFLICT',
  APPLICATION_REAPPLY_NOT_YET: 'RATE_LIMITED',
  APPLICATION_NOT_RENEWABLE: 'CONFLICT',
});
const codes = APPLICATIONS_ERRORS;

export const applicationNotFound = () => new DomainError(codes.APPLICATION_NOT_FOUND, 'Application not found');

export const noApplication = () =>
  new DomainError(codes.APPLICATION_NOT_SUBMITTED, 'No application found. Please submit an application first.');

export function cannotDecide(current: ApplicationStatus): DomainError {
  if (current === 'quiz_required') {
    return new DomainError(
      codes.APPLICATION_NOT_DECIDABLE,
      'This application cannot be decided before the applicant passes the quiz',
    );
  }
  return new DomainError(codes.APPLICATION_NOT_DECIDABLE, `This application is already ${current}`);
}

export const closedByQuizCannotBeDecided = () =>
  new DomainError(
    codes.APPLICATION_NOT_DECIDABLE,
    'This application was closed by the quiz (no attempt passed), so it cannot be decided; the applicant may apply again',
  );

/** Applying again before the wait after the quiz's rejection is over (D17): the exact moment, in UTC. */
export const reapplyNotYet = (reapplyAt: Date) =>
  new DomainError(codes.APPLICATION_REAPPLY_NOT_YET, `You can apply again on ${utcMoment(reapplyAt)}.`);

const NOT_RENEWABLE: Record<ApplicationStatus, string> = {
  quiz_required: 'Your application is open: you can take the writing assessment.',
  pending: 'Your application is being reviewed.',
  approved: 'Your application has been approved.',
  rejected: 'Your application was decided by our editors; only an application closed by the quiz can be renewed.',
};

export const notRenewable = (status: ApplicationStatus) =>
  new DomainError(codes.APPLICATION_NOT_RENEWABLE, NOT_RENEWABLE[status]);
