import { BadRequestException, ValidationPipe, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError, type ValidatorOptions } from 'class-validator';

/** Unknown fields are refused, types are converted, and each message is the DTO's own text. */
const OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)),
  });
}

/** The same rules for code that runs before pipes do (guards). */
export async function validateBody<T extends object>(type: Type<T>, body: unknown): Promise<T> {
  const dto = plainToInstance(type, body ?? {});
  const errors = await validate(dto, OPTIONS);
  if (errors.length) throw new BadRequestException(flatten(errors));
  return dto;
}

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...flatten(error.children ?? [])]);
}

/** For `@Transform(trimmed)`: surrounding spaces are a typing accident, not part of the value. */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
