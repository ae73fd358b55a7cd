/**
 * The session cookie's name, on its own so that code which only names the cookie (identity's sign-out, the
 * CSRF check) does not load the session middleware and its store with it.
 */
export const SESSION_COOKIE = 'penwright.sid';

/** How the session cookie starts in a `Cookie` or `Set-Cookie` header. */
export const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;
