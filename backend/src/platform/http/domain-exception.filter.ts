import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorCode } from '../../shared/domain/domain-error';
import { MAX_JSON_DEPTH } from './json-body';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable';

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  INVALID_INPUT: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  PAYMENT_REQUIRED: HttpStatus.PAYMENT_REQUIRED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Errors raised by Express middleware (body-parser) carry their own client status. */
interface ClientError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.deep': `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

/** The one place where errors become HTTP: `{statusCode, message}` (D14). */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { statusCode, message } = this.describe(exception);
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) this.logger.warn(describeUnavailable(exception));
    else if (statusCode >= 500) this.logger.error(exception);
    if (response.headersSent) return;
    response.status(statusCode).json({ statusCode, message });
  }

  private describe(exception: unknown): { statusCode: number; message: string | string[] } {
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    }
    if (exception instanceof DomainError) {
      return { statusCode: STATUS_BY_CODE[exception.code], message: exception.message };
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? '');
      return { statusCode: exception.getStatus(), message: message || exception.message };
    }
    const client = exception as ClientError | undefined;
    const status = client?.status ?? client?.statusCode;
    if (client?.expose && status && status >= 400 && status < 500) {
      return { statusCode: status, message: BODY_PARSER_MESSAGES[client.type ?? ''] ?? 'Bad request' };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

const describeUnavailable = (exception: unknown): string =>
  `answered 503: ${exception instanceof Error ? exception.message : String(exception)}`;
