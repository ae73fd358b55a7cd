import { applyDecorators, BadRequestException, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Type as ConvertTo } from 'class-transformer';
import { IsInt, Max, Min, validate, type ValidationError, type ValidatorOptions } from 'class-validator';

/** Unknown fields are refused, types are converted, and each message is the DTO's own text. */
const OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const UNICODE_MESSAGE = 'Text must be well-formed Unicode';

/** Keys that name JavaScript's object machinery, never a field of this API. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A lone UTF-16 surrogate: JavaScript strings may hold one, UTF-8 and PostgreSQL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with the raw input itself, whatever its DTO; walked iteratively, as bodies can nest deeply. */
interface InputProblems {
  nul: boolean;
  illFormed: boolean;
  prototypeKey: string | null;
}

export function inspectInput(value: unknown): InputProblems {
  const problems: InputProblems = { nul: false, illFormed: false, prototypeKey: null };
  const check = (text: string) => {
    if (text.includes('\u0000')) problems.nul = true;
    if (LONE_SURROGATE.test(text)) problems.illFormed = true;
  };
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') check(item);
    else if (item && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        check(key);
        if (PROTOTYPE_KEYS.has(key)) problems.prototypeKey ??= key;
        pending.push(nested);
      }
    }
  }
  return problems;
}

/** Whether any string in `value`, however deeply nested, holds U+0000. */
export const containsNul = (value: unknown): boolean => inspectInput(value).nul;

/** A copy of `value` whose ill-formed strings are replaced by a value no string rule accepts. */
function withoutIllFormedStrings(value: unknown): unknown {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? { illFormed: true } : value;
  if (Array.isArray(value)) return value.map(withoutIllFormedStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutIllFormedStrings(item)]));
  }
  return value;
}

/**
 * Refuses, with a 400, what no DTO should ever see: the NUL character and lone surrogates (PostgreSQL
 * cannot store either, so they would fail there with a 500) and prototype keys. An ill-formed string
 * is reported with its field's own message: it is validated as a value no string rule accepts, and only
 * if its field has no such rule does the generic message answer.
 */
async function refuseMalformed(value: unknown, validate: (input: unknown) => Promise<unknown>): Promise<unknown> {
  const problems = inspectInput(value);
  if (problems.nul) throw new BadRequestException([NUL_MESSAGE]);
  if (problems.prototypeKey) throw new BadRequestException([`property ${problems.prototypeKey} should not exist`]);
  if (!problems.illFormed) return validate(value);
  await validate(withoutIllFormedStrings(value));
  throw new BadRequestException([UNICODE_MESSAGE]);
}

class InputRefusingValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Only what the client sent: parsed JSON and strings, never a framework object that could hold cycles.
    if (metadata.type === 'custom') return super.transform(value, metadata);
    return refuseMalformed(value, (input) => super.transform(input, metadata));
  }
}

export function validationPipe(): ValidationPipe {
  return new InputRefusingValidationPipe({
    ...OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)),
  });
}

/** The same rules for code that runs before pipes do (guards). */
export async function validateBody<T extends object>(type: Type<T>, body: unknown): Promise<T> {
  return (await refuseMalformed(body, async (input) => {
    const dto = plainToInstance(type, input ?? {});
    const errors = await validate(dto, OPTIONS);
    if (errors.length) throw new BadRequestException(flatten(errors));
    return dto;
  })) as T;
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
