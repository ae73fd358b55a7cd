/**
 * The session cookie's name, on its own so that code which only names the cookie (identity's sign-out, the
 * CSRF check) does not load express-session and the PostgreSQL store with it.
 */
export const SESSION_COOKIE = 'penwright.sid';
