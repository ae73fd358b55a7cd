import { DomainError } from '../../../shared/domain/domain-error';
import { utcMoment } from '../../../shared/domain/utc-moment';
import type { ApplicationStatus } from './application';

export const applicationNotFound = () => new DomainError('NOT_FOUND', 'Application not found');

export const noApplication = () =>
  new DomainError('NOT_FOUND', 'No application found. Please submit an application first.');

export function cannotDecide(current: ApplicationStatus): DomainError {
  if (current === 'quiz_required') {
    return new DomainError('CONFLICT', 'This application cannot be decided before the applicant passes the quiz');
  }
  return new DomainError('CONFLICT', `This application is already ${current}`);
}

export const closedByQuizCannotBeDecided = () =>
  new DomainError(
    'CONFLICT',
    'This application was closed by the quiz (no attempt passed), so it cannot be decided; the applicant may apply again',
  );

/** Applying again before the wait after the quiz's rejection is over (D17): the exact moment, in UTC. */
export const reapplyNotYet = (reapplyAt: Date) =>
  new DomainError('RATE_LIMITED', `You can apply again on ${utcMoment(reapplyAt)}.`);

const NOT_RENEWABLE: Record<ApplicationStatus, string> = {
  quiz_required: 'Your application is open: you can take the writing assessment.',
  pending: 'Your application is being reviewed.',
  approved: 'Your application has been approved.',
  rejected: 'Your application was decided by our editors; only an application closed by the quiz can be renewed.',
};

export const notRenewable = (status: ApplicationStatus) => new DomainError('CONFLICT', NOT_RENEWABLE[status]);
