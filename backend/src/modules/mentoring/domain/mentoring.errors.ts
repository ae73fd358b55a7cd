import { DomainError, errorCodes } from '../../../shared/domain/domain-error';

/** Mentoring's error codes (docs/errors.md). */
export const MENTORING_ERRORS = errorCodes({
  ONE_TO_ONE_TIER_REQUIRED: 'FORBIDDEN',
  ONE_TO_ONE_LIMIT_REACHED: 'CONFLICT',
  ONE_TO_ONE_TIMES_INVALID: 'INVALID_INPUT',
  ONE_TO_ONE_REQUEST_NOT_FOUND: 'NOT_FOUND',
  ONE_TO_ONE_ALREADY_ANSWERED: 'CONFLICT',
});
const codes = MENTORING_ERRORS;

export const tierRequired = () =>
  new DomainError(
    codes.ONE_TO_ONE_TIER_REQUIRED,
    'One-to-one sessions with a senior editor are part of the Editorial Partner membership.',
  );

export const limitReached = (limit: number) =>
  new DomainError(
    codes.ONE_TO_ONE_LIMIT_REACHED,
    `You can have ${limit} open session ${limit === 1 ? 'request' : 'requests'} a month. ` +
      'Your next request opens on the first of next month, or once an editor declines an open one.',
  );

export const timesInvalid = (problem: string) => new DomainError(codes.ONE_TO_ONE_TIMES_INVALID, problem);

export const requestNotFound = () => new DomainError(codes.ONE_TO_ONE_REQUEST_NOT_FOUND, 'Session request not found');

export const alreadyAnswered = (state: string) =>
  new DomainError(
    codes.ONE_TO_ONE_ALREADY_ANSWERED,
    `This request has already been ${state}, by you or another editor. Reload to see the answer.`,
  );
