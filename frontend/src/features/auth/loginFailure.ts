import { isNetworkError, serverMessage } from '../../api/errors';

/**
 * What the sign-in page says when sign-in fails (spec section 8): the server's message (wrong
 * credentials, too many attempts, validation), or a network hint when no answer came back.
 */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please try again.';
  return serverMessage(error, 'Invalid email or password');
}
