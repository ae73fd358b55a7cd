import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';

/**
 * The limits of an account's fields, as registration (billing's form) and an editor's edit (admin) both apply
 * them; the `users` columns hold no more (first_name and last_name varchar(100), email varchar(254), username
 * varchar(20)). Messages are spec section 5's where it has one.
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const USERNAME_RULES = {
  minLength: 3,
  maxLength: 20,
  /** Letters, digits and . _ - keep usernames readable and unambiguous. */
  pattern: /^[A-Za-z0-9._-]+$/,
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be less than 20 characters',
  badCharacters: 'Username may only contain letters, numbers, dots, dashes and underscores',
} as const;

export const PASSWORD_RULES = {
  minLength: 6,
  /** argon2 hashes any length; the bound keeps one request from costing more than a normal sign-in. */
  maxLength: 200,
  tooShort: 'Password must be at least 6 characters',
  tooLong: 'Password is too long',
} as const;

/** Refuses a password outside the rules above (the HTTP layer checks first; this guards every other caller). */
export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_RULES.minLength)
    throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, PASSWORD_RULES.tooShort);
  if (password.length > PASSWORD_RULES.maxLength)
    throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, PASSWORD_RULES.tooLong);
}
