import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs a header-setting middleware (helmet) once at start-up and replays the headers it set on every
 * response. helmet's headers depend only on its options, never on the request, so computing them per
 * request is wasted work on the hot path.
 */
export function staticHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let completed = false;
  middleware(
    {} as IncomingMessage as Request,
    recorder as unknown as ServerResponse as Response,
    ((error?: unknown) => {
      if (error) throw error;
      completed = true;
    }) as NextFunction,
  );
  if (!completed) throw new Error('staticHeaders: the middleware did not finish synchronously');
  const entries = [...headers];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}
