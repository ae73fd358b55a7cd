import type { NextFunction, Request, Response } from 'express';

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise: most depend on the session
 * (the user, their application, quiz, billing, and whatever members' data comes next), and no browser,
 * proxy or shared computer may keep a copy of them. Deny by default, like authorization: a new members'
 * route is safe without remembering a header. Public answers opt out with `@CachedForVisitors()`.
 */
/** Express routes paths case-insensitively, so `/API/user` reaches the same handler as `/api/user`. */
const API_PATH = /^\/api(\/|$)/i;

export function apiAnswersNotStored() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (API_PATH.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
