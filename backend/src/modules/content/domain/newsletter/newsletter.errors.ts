import { DomainError } from '../../../../shared/domain/domain-error';

export const tooManySubscriptions = () =>
  new DomainError('RATE_LIMITED', 'Too many subscription attempts. Please try again later.');
