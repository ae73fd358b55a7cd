import { DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const tooManySubscriptions = () =>
  new DomainError(codes.NEWSLETTER_RATE_LIMITED, 'Too many subscription attempts. Please try again later.');

export const invalidNewsletterLink = () =>
  new DomainError(codes.NEWSLETTER_LINK_INVALID, 'This link is not valid. Please use the link from your email.');

export const expiredConfirmationLink = () =>
  new DomainError(
    codes.NEWSLETTER_LINK_EXPIRED,
    'This confirmation link has expired. Please subscribe again to get a new one.',
  );

export const issueNotFound = () => new DomainError(codes.NEWSLETTER_ISSUE_NOT_FOUND, 'Newsletter issue not found');

export const issueAlreadySent = () =>
  new DomainError(codes.NEWSLETTER_ISSUE_SENT, 'This issue has already been sent and can no longer change.');

export const tooManyTests = () =>
  new DomainError(codes.NEWSLETTER_RATE_LIMITED, 'Too many test sends. Please try again later.');
