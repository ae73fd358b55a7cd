import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** A positive int4 written plainly: digits only, no sign, exponent, hex or leading zero. */
export const POSITIVE_INT4 = /^[1-9]\d{0,8}$/;

/**
 * The `:id` path parameter as a positive int4; anything else is a 400 (naming `label`), not a database error.
 * A custom decorator rather than a pipe: the global ValidationPipe runs first and would turn `1e3` or `0x10`
 * into a plausible number before a pipe could see the text.
 */
export const PositiveIdParam = createParamDecorator((label: string, context: ExecutionContext): number =>
  positiveId(context, 'id', label),
);

/** The same for a path parameter of another name (`:commentId` beside `:id`). */
export const PositiveNamedIdParam = createParamDecorator(
  ({ param, label }: { param: string; label: string }, context: ExecutionContext): number =>
    positiveId(context, param, label),
);

function positiveId(context: ExecutionContext, param: string, label: string): number {
  const value = context.switchToHttp().getRequest<Request>().params[param];
  if (typeof value !== 'string' || !POSITIVE_INT4.test(value)) {
    throw new BadRequestException(`${label} id must be a positive whole number`);
  }
  return Number(value);
}
