import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import { staticHeaders } from './static-headers';

function headersSetBy(middleware: (req: Request, res: Response, next: NextFunction) => void) {
  const set = new Map<string, unknown>();
  const res = { setHeader: (n: string, v: unknown) => set.set(n.toLowerCase(), v), removeHeader: jest.fn() };
  const next = jest.fn();
  middleware({} as Request, res as unknown as Response, next);
  expect(next).toHaveBeenCalledWith();
  return set;
}

describe('staticHeaders', () => {
  it('replays exactly the headers helmet sets', () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
    const direct = headersSetBy(helmet(options));
    const replayed = headersSetBy(staticHeaders(helmet(options)));
    expect(direct.get('content-security-policy')).toContain("default-src 'self'");
    expect(Object.fromEntries(replayed)).toEqual(Object.fromEntries(direct));
  });

  it('refuses a middleware that does not finish at once', () => {
    expect(() => staticHeaders(() => undefined)).toThrow(/did not finish synchronously/);
  });
});
