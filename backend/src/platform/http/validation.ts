import { applyDecorators, BadRequestException, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Type as ConvertTo } from 'class-transformer';
import { IsInt, Max, Min, validate, type ValidationError, type ValidatorOptions } from 'class-validator';

/** Unknown fields are refused, types are converted, and each message is the DTO's own text. */
const OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/**
 * PostgreSQL cannot store the NUL character in text or jsonb: any string carrying one would fail in the
 * database with a 500, so every body, query and path parameter is refused with a 400 first, whatever its DTO.
 */
class NulRefusingValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Only what the client sent: parsed JSON and strings, never a framework object that could hold cycles.
    if (metadata.type !== 'custom' && containsNul(value)) throw new BadRequestException([NUL_MESSAGE]);
    return super.transform(value, metadata);
  }
}

export function validationPipe(): ValidationPipe {
  return new NulRefusingValidationPipe({
    ...OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)),
  });
}

/** Whether any string in `value`, however deeply nested, holds U+0000. Iterative: bodies can nest deeply. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** The same rules for code that runs before pipes do (guards). */
export async function validateBody<T extends object>(type: Type<T>, body: unknown): Promise<T> {
  if (containsNul(body)) throw new BadRequestException([NUL_MESSAGE]);
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
