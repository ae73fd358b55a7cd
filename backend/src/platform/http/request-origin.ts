import type { Request } from 'express';

/** A host name or address with an optional port: anything else in a Host header is not named in a page. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin a request was made to (its scheme and a well-formed Host header), for links the answer names. */
export function requestOrigin(req: Request): string {
  const host = req.get('host');
  return `${req.protocol}://${host && HOST.test(host) ? host : 'localhost'}`;
}
