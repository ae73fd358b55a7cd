import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run in order as one Express layer, each with Express 5's rules: an error passed on, thrown or
 * rejected goes to the error handlers and skips the rest. Express's router spends more on walking to a layer
 * (matching, prefix trimming, its promise check) than most of the platform's middleware spend on their work, and
 * every API request walks all of them (docs/performance.md).
 */
export function chain(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => runInOrder(handlers, req, res, next);
}

export function runInOrder(handlers: readonly RequestHandler[], req: Request, res: Response, next: NextFunction): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error || index === handlers.length) return next(error);
    const handler = handlers[index++];
    try {
      const result: unknown = handler(req, res, step);
      if (result instanceof Promise)
        result.catch((rejection: unknown) => step(rejection ?? new Error('Rejected promise')));
    } catch (thrown) {
      step(thrown);
    }
  };
  step();
}
