import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { COMMON_ERRORS, DomainError, errorCodes } from '../../shared/domain/domain-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-unavailable';
import { describeError } from './domain-exception.filter';
import { HTTP_ERRORS } from './http-errors';

const bodyParserError = (status: number, type: string) =>
  Object.assign(new Error('raw parser text'), { status, statusCode: status, expose: true, type });

describe('describeError: every error answer is {statusCode, code, message}', () => {
  const SAMPLE = errorCodes({
    SAMPLE_TAKEN: 'CONFLICT',
    SAMPLE_PAYMENT: 'PAYMENT_REQUIRED',
    SAMPLE_SLOW: 'RATE_LIMITED',
  });

  it.each([
    [SAMPLE.SAMPLE_TAKEN, 409],
    [SAMPLE.SAMPLE_PAYMENT, 402],
    [SAMPLE.SAMPLE_SLOW, 429],
    [COMMON_ERRORS.VALIDATION_FAILED, 400],
    [COMMON_ERRORS.UNAUTHENTICATED, 401],
    [HTTP_ERRORS.ADMIN_REQUIRED, 403],
    [HTTP_ERRORS.CONTENT_TOO_LONG, 413],
    [HTTP_ERRORS.DATABASE_UNAVAILABLE, 503],
  ])('a DomainError answers its own code %j, with the status of its kind (%i)', (code, statusCode) => {
    expect(describeError(new DomainError(code, 'The text the spec words'))).toEqual({
      statusCode,
      code: code.code,
      message: 'The text the spec words',
    });
  });

  it('keeps a validation failure’s list of messages as the DTOs word them', () => {
    const messages = ['Please enter a valid email address', 'Password must be at least 6 characters'];
    expect(describeError(new BadRequestException(messages))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: messages,
    });
  });

  it.each([
    [new UnauthorizedException('Unauthorized'), 401, 'UNAUTHENTICATED', 'Unauthorized'],
    [new ForbiddenException('Forbidden resource'), 403, 'FORBIDDEN', 'Forbidden resource'],
    [new NotFoundException('Cannot GET /api/nowhere'), 404, 'NOT_FOUND', 'Cannot GET /api/nowhere'],
    [new HttpException('Too many requests', 429), 429, 'RATE_LIMITED', 'Too many requests'],
    [new HttpException('Method not allowed', 405), 405, 'BAD_REQUEST', 'Method not allowed'],
  ])('gives Nest’s own exceptions the code of their status: %s', (exception, statusCode, code, message) => {
    expect(describeError(exception)).toEqual({ statusCode, code, message });
  });

  it.each([
    ['entity.parse.failed', 400, 400, 'MALFORMED_JSON', 'raw parser text'],
    ['entity.too.deep', 400, 400, 'MALFORMED_JSON', 'JSON body is nested too deeply (at most 32 levels)'],
    ['entity.too.large', 413, 413, 'BODY_TOO_LARGE', 'Request body is too large'],
    ['encoding.unsupported', 415, 415, 'UNSUPPORTED_ENCODING', 'Unsupported content encoding'],
    ['charset.unsupported', 415, 415, 'UNSUPPORTED_ENCODING', 'Unsupported charset'],
    ['request.aborted', 400, 400, 'BAD_REQUEST', 'Bad request'],
  ])('words a body-parser error (%s) and codes it', (type, status, statusCode, code, message) => {
    expect(describeError(bodyParserError(status, type))).toEqual({ statusCode, code, message });
  });

  it('answers 503 DATABASE_UNAVAILABLE while PostgreSQL cannot be reached', () => {
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers 500 INTERNAL_ERROR for anything else, without its text', () => {
    expect(describeError(new TypeError('Cannot read properties of undefined (reading id)'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });
});

describe('errorCodes', () => {
  it('refuses one code declared with two kinds', () => {
    errorCodes({ SAMPLE_TWICE: 'CONFLICT' });
    expect(() => errorCodes({ SAMPLE_TWICE: 'NOT_FOUND' })).toThrow('SAMPLE_TWICE is declared twice');
  });
});
