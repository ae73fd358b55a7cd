import { DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const tooManySubscriptions = () =>
  new DomainError(codes.NEWSLETTER_RATE_LIMITED, 'Too many subscription attempts. Please try again later.');
