import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { chain } from './middleware-chain';

async function run(handlers: RequestHandler[]): Promise<{ order: string[]; error: unknown }> {
  const req = { order: [] as string[] } as unknown as Request & { order: string[] };
  const error = await new Promise<unknown>((resolve) =>
    chain(handlers)(req, {} as Response, ((error?: unknown) => resolve(error)) as NextFunction),
  );
  return { order: req.order, error };
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as Request & { order: string[] }).order.push(name);
    next();
  };

describe('chain', () => {
  it('runs every handler in order, then the next layer', async () => {
    expect(await run([mark('a'), mark('b'), mark('c')])).toEqual({ order: ['a', 'b', 'c'], error: undefined });
    expect(await run([])).toEqual({ order: [], error: undefined });
  });

  it('stops at an error passed on, thrown or rejected, as Express does', async () => {
    const failure = new Error('refused');
    const passed: RequestHandler = (_req, _res, next) => next(failure);
    const thrown: RequestHandler = () => {
      throw failure;
    };
    const rejected: RequestHandler = async () => {
      await Promise.resolve();
      throw failure;
    };
    for (const failing of [passed, thrown, rejected]) {
      expect(await run([mark('a'), failing, mark('never')])).toEqual({ order: ['a'], error: failure });
    }
  });

  it('waits for a handler that calls next later', async () => {
    const later: RequestHandler = (_req, _res, next) => void setTimeout(() => next(), 5);
    expect(await run([mark('a'), later, mark('b')])).toEqual({ order: ['a', 'b'], error: undefined });
  });
});
