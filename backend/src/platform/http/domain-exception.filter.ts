import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type ErrorCode } from '../../shared/domain/domain-error';
import { MAX_JSON_DEPTH } from './json-body';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable';
import { safeMessage } from '../database/driver-errors';
import { codeOfStatus, HTTP_ERRORS, STATUS_BY_KIND, type ErrorBody } from './http-errors';

/** Errors raised by Express middleware (body-parser) carry their own client status. */
interface ClientError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

/** Each body-parser refusal's code, and its message where the parser's own does not say it well. */
const BODY_PARSER_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  // The parser's message (`Unexpected end of JSON input`), as the API has always answered it.
  'entity.parse.failed': { code: HTTP_ERRORS.MALFORMED_JSON },
  'entity.too.deep': {
    code: HTTP_ERRORS.MALFORMED_JSON,
    message: `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
  },
  'entity.too.large': { code: HTTP_ERRORS.BODY_TOO_LARGE, message: 'Request body is too large' },
  'encoding.unsupported': { code: HTTP_ERRORS.UNSUPPORTED_ENCODING, message: 'Unsupported content encoding' },
  'charset.unsupported': { code: HTTP_ERRORS.UNSUPPORTED_ENCODING, message: 'Unsupported charset' },
};

/** The one place where errors become HTTP: `{statusCode, code, message}` (D14, docs/errors.md). */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = describeError(exception);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) this.logger.warn(describeUnavailable(exception));
    else if (body.statusCode >= 500) this.logger.error(exception);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}

/** The answer to `exception`: its status, its stable code and its message. */
export function describeError(exception: unknown): ErrorBody {
  if (isDatabaseUnavailable(exception)) {
    return answer(HTTP_ERRORS.DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
  }
  if (exception instanceof DomainError) {
    return { statusCode: STATUS_BY_KIND[exception.kind], code: exception.code, message: exception.message };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? '');
    return { statusCode, code: codeOfStatus(statusCode).code, message: message || exception.message };
  }
  const client = exception as ClientError | undefined;
  const status = client?.status ?? client?.statusCode;
  if (client?.expose && status && status >= 400 && status < 500) {
    const known = BODY_PARSER_ERRORS[client.type ?? ''];
    if (known) return answer(known.code, known.message ?? (exception as Error).message);
    return { statusCode: status, ...codeAndMessage(status) };
  }
  return answer(HTTP_ERRORS.INTERNAL_ERROR, 'Internal server error');
}

const answer = (code: ErrorCode, message: string): ErrorBody => ({
  statusCode: STATUS_BY_KIND[code.kind],
  code: code.code,
  message,
});

/** A parser's refusal of a kind not worded above: a 400 is a bad request, not a failed validation. */
const codeAndMessage = (status: number) => ({
  code: (status === 400 ? HTTP_ERRORS.BAD_REQUEST : codeOfStatus(status)).code,
  message: 'Bad request',
});

/** The cause in the driver's words: never the failed statement, whose values (a session id) knex may have kept. */
const describeUnavailable = (exception: unknown): string =>
  `answered 503: ${exception instanceof Error ? safeMessage(exception) : String(exception)}`;
