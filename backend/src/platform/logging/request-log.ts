import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './redaction';

const REQUEST_ID = /^[\w-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: the caller's X-Request-Id when it is a safe token, otherwise a new UUID. */
    id: string;
  }
}

/**
 * Gives every request an id (echoed in X-Request-Id) and logs one line when it completes: id, method,
 * URL (secret query values redacted), status and duration. Headers, cookies and bodies are never logged;
 * health probes are not logged.
 * Hand-written rather than pino-http: it does no per-request work beyond the id when logging is off.
 */
export function requestLog(logger: Logger) {
  const enabled = logger.isLevelEnabled('info');
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (enabled && !req.url.startsWith('/api/health')) {
      const started = performance.now();
      res.once('finish', () =>
        logger.info(
          {
            reqId: req.id, // 'finish' fires outside the request's async context
            method: req.method,
            url: redactUrl(req.originalUrl),
            statusCode: res.statusCode,
            ms: Math.round(performance.now() - started),
          },
          'request completed',
        ),
      );
    }
    next();
  };
}
