import type { Rule } from 'antd/es/form';

/** Spec section 5's username messages, for antd's rules below and registration's plain form (issue 29). */
export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be less than 20 characters',
  characters: 'Username may only contain letters, numbers, dots, dashes and underscores',
} as const;

/** Spec section 5's password rules, as the server applies them (identity's account-rules). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** Spec section 5's password messages, for PasswordFields and registration's plain form (issue 29). */
export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 6 characters',
  tooLong: 'Password is too long',
  mismatch: "Passwords don't match",
} as const;

/** The characters a username may have (spaces around it are trimmed). */
export const USERNAME_PATTERN = /^\s*[A-Za-z0-9._-]*\s*$/;

/**
 * Spec section 5's username rules and messages, as the server applies them (identity's account-rules): registration
 * and the Account tab check them the same way. Use with `validateFirst`, so one message shows at a time.
 */
export const USERNAME_RULES: Rule[] = [
  { required: true, message: USERNAME_MESSAGES.tooShort },
  { min: 3, message: USERNAME_MESSAGES.tooShort, transform: (v: string) => v.trim() },
  { max: 20, message: USERNAME_MESSAGES.tooLong, transform: (v: string) => v.trim() },
  { pattern: USERNAME_PATTERN, message: USERNAME_MESSAGES.characters },
];

/** A name the spec requires ("First name is required"), at most as long as the server stores. */
export const requiredName = (label: string): Rule[] => [
  { required: true, whitespace: true, message: `${label} is required` },
  { max: 100, message: `${label} must be less than 100 characters`, transform: (v: string) => v.trim() },
];
