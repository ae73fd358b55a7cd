import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods that must not change state (RFC 9110 §9.2.1): no CSRF check, and a visitor needs no session. */
export const isSafeMethod = (req: Request): boolean => SAFE_METHODS.has(req.method);
