import type { Rule } from 'antd/es/form';

/**
 * Spec section 5's username rules and messages, as the server applies them (identity's account-rules): registration
 * and the Account tab check them the same way. Use with `validateFirst`, so one message shows at a time.
 */
export const USERNAME_RULES: Rule[] = [
  { required: true, message: 'Username must be at least 3 characters' },
  { min: 3, message: 'Username must be at least 3 characters', transform: (v: string) => v.trim() },
  { max: 20, message: 'Username must be less than 20 characters', transform: (v: string) => v.trim() },
  {
    pattern: /^\s*[A-Za-z0-9._-]*\s*$/,
    message: 'Username may only contain letters, numbers, dots, dashes and underscores',
  },
];

/** A name the spec requires ("First name is required"), at most as long as the server stores. */
export const requiredName = (label: string): Rule[] => [
  { required: true, whitespace: true, message: `${label} is required` },
  { max: 100, message: `${label} must be less than 100 characters`, transform: (v: string) => v.trim() },
];
