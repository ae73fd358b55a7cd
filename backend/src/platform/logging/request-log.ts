import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactUrl } from './redaction';

/** A caller's X-Request-Id is kept only when it is a short token: it is written into every log line of the request. */
const REQUEST_ID = /^[\w-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: the caller's X-Request-Id when it is a safe token, otherwise a new UUID. */
    id: string;
  }
}

/** The caller's X-Request-Id when it is a safe token, else a new UUID; either way echoed in the answer. */
export function requestId(req: Request, res: Response): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * pino-http on the process's logger: one line per completed request (health probes aside) with the request id,
 * method, route pattern, URL (secret query values redacted), status, duration and the signed-in user's id. The
 * request itself is never serialised (its headers carry the cookies, its body the passwords): each line names the
 * fields it needs. Lines written while the request is served carry its id through the request scope (log-context.ts).
 * With the info level off (LOG_LEVEL=warn or silent), a request costs its id and nothing else.
 */
export function requestLog(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, res, next) => {
      req.id = requestId(req, res);
      next();
    };
  }
  return pinoHttp<Request, Response>({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.originalUrl.startsWith('/api/health') },
    // `res.log` is the process's logger itself (quietResLogger); `req.log` is pino-http's child of it, whose `req`
    // binding the serializer below empties. Either way a line carries no request, and the mixin adds its id.
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customSuccessObject: (req, res, done: Completion) => completedLine(req, res, done),
    customErrorObject: (req, res, _error, done: Completion) => completedLine(req, res, done),
  });
}

/** What pino-http measured of a completed request. */
interface Completion {
  responseTime: number;
}

/**
 * Read when the answer is sent, after the router matched (`req.route`) and the session loaded the user. The route is
 * Nest's pattern (`/api/assignments/:id`); files and pages, which no route matches, are named by their path.
 */
function completedLine(req: Request, res: Response, { responseTime }: Completion) {
  const url = redactUrl(req.originalUrl);
  const route = (req.route as { path?: unknown } | undefined)?.path;
  return {
    reqId: req.id, // 'finish' may fire outside the request's async context
    method: req.method,
    route: typeof route === 'string' ? route : url.split('?')[0],
    url,
    statusCode: res.statusCode,
    ms: responseTime,
    userId: (req.user as { id?: unknown } | undefined)?.id,
  };
}
