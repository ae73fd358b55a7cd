import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** A positive int4 written plainly: digits only, no sign, exponent, hex or leading zero. */
export const POSITIVE_INT4 = /^[1-9]\d{0,8}$/;

/**
 * The `:id` path parameter as a positive int4; anything else is a 400 (naming `label`), not a database error.
 * A custom decorator rather than a pipe: the global ValidationPipe runs first and would turn `1e3` or `0x10`
 * into a plausible number before a pipe could see the text.
 */
export const PositiveIdParam = createParamDecorator((label: string, context: ExecutionContext): number => {
  const value = context.switchToHttp().getRequest<Request>().params.id;
  if (typeof value !== 'string' || !POSITIVE_INT4.test(value)) {
    throw new BadRequestException(`${label} id must be a positive whole number`);
  }
  return Number(value);
});
