import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateBy,
} from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { decimalToCents } from '../../../shared/domain/money';
import { MAX_PAY_CENTS, MAX_WORD_COUNT } from '../../assignments/domain/assignment-brief';

/**
 * The fields of the create and edit forms (spec section 5), declared once for both. `create`: required unless
 * `optional` (a default applies when absent); `edit`: absent leaves the stored value, and anything sent, null
 * included, is validated (so null never reaches a NOT NULL column). Decorators are listed in the order they run.
 */
export type FormMode = 'create' | 'edit';

export interface FieldOptions {
  mode: FormMode;
  /** On create: may be absent (a default applies, or the field is nullable). */
  optional?: boolean;
  /** May be null: cleared. */
  nullable?: boolean;
}

function presence({ mode, optional, nullable }: FieldOptions, api: ApiPropertyOptions): PropertyDecorator {
  const docs = { ...api, nullable: nullable || undefined } as ApiPropertyOptions;
  if (nullable) return applyDecorators(IsOptional(), ApiPropertyOptional(docs));
  if (mode === 'edit')
    return applyDecorators(
      ValidateIf((_o, value) => value !== undefined),
      ApiPropertyOptional(docs),
    );
  return optional ? applyDecorators(IsOptional(), ApiPropertyOptional(docs)) : ApiProperty(docs);
}

/** Text, trimmed; required ones not blank (the table refuses blank titles and descriptions too). */
export function BriefText(label: string, max: number, options: FieldOptions): PropertyDecorator {
  const required = options.nullable
    ? []
    : [IsNotEmpty({ message: `${label} is required` }), IsString({ message: `${label} must be text` })];
  return applyDecorators(
    presence(options, { type: String, maxLength: max }),
    ...(options.nullable ? [IsString({ message: `${label} must be text` })] : required),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    Transform(trimmed),
  );
}

export function OneOf(name: string, values: readonly string[], options: FieldOptions): PropertyDecorator {
  return applyDecorators(
    presence(options, { enum: values }),
    IsIn(values, { message: `${name} must be one of ${values.join(', ')}` }),
  );
}

export function WordCount(options: FieldOptions): PropertyDecorator {
  const message = `wordCount must be a whole number from 1 to ${MAX_WORD_COUNT}`;
  return applyDecorators(
    presence(options, { type: 'integer', minimum: 1, maximum: MAX_WORD_COUNT }),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_WORD_COUNT, { message }),
  );
}

/** D9: dollars as a number or a decimal string with at most 2 decimals; at least 0.01 (spec section 5). */
export function PayRate(options: FieldOptions): PropertyDecorator {
  const message =
    'payRate must be an amount of at least 0.01 with at most 2 decimals, as a number or a string ' +
    '(such as 0.05 or "250.00")';
  return applyDecorators(
    presence(options, { oneOf: [{ type: 'string' }, { type: 'number' }], example: '0.05' }),
    ValidateBy(
      {
        name: 'isPayRate',
        validator: {
          validate: (value: unknown) => {
            const cents = decimalToCents(value);
            return cents !== null && cents >= 1 && cents <= MAX_PAY_CENTS;
          },
        },
      },
      { message },
    ),
  );
}

/** The payRate as cents; call only on a validated DTO. */
export const payRateCents = (value: number | string): number => decimalToCents(value) as number;

/** A moment with its time zone, as the browser's `toISOString()` sends it. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function Deadline(options: FieldOptions): PropertyDecorator {
  const message = 'deadline must be a date and time with its time zone, such as 2026-12-31T17:00:00Z';
  return applyDecorators(
    presence(options, { type: String, format: 'date-time' }),
    IsString({ message }),
    Matches(MOMENT, { message }),
    IsISO8601({ strict: true, strictSeparator: true }, { message }),
  );
}

export function Flag(name: string, options: FieldOptions): PropertyDecorator {
  return applyDecorators(presence(options, { type: Boolean }), IsBoolean({ message: `${name} must be true or false` }));
}

/** Nullable text: empty after trimming is null (cleared). */
export const emptyAsNull = (value: string | null | undefined): string | null | undefined =>
  value === '' ? null : value;
