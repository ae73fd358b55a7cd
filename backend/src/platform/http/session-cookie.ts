/**
 * The session cookie's name, on its own so that code which only names the cookie (identity's sign-out, the
 * CSRF check) does not load the session middleware and its store with it.
 */
export const SESSION_COOKIE = 'penwright.sid';
