import { applyDecorators, BadRequestException, ValidationPipe, type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Type as ConvertTo } from 'class-transformer';
import { IsInt, Max, Min, validate, type ValidationError, type ValidatorOptions } from 'class-validator';

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

/**
 * An optional integer query parameter within `range` (give the property `range.default` as its initial value).
 * Anything else, a repeated parameter included (it arrives as an array, and Number() of that is NaN), is a 400
 * naming the parameter and its range.
 */
export function IntegerInRange(name: string, range: { min: number; max: number; default: number }): PropertyDecorator {
  const message = `${name} must be an integer from ${range.min} to ${range.max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: range.min, maximum: range.max, default: range.default }),
    ConvertTo(() => Number),
    IsInt({ message }),
    Min(range.min, { message }),
    Max(range.max, { message }),
  );
}
