import { DomainError } from '../../../shared/domain/domain-error';
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
