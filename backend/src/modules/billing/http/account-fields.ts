import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';

// Listed in the order they run: with stopAtFirstError, the first failure is the message answered.

/** Spec section 5: 'Please enter a valid email address'. */
export const EmailField = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: 'Please enter a valid email address' }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
  );

/** A required, trimmed text with the spec's "is required" message. */
export const RequiredText = (label: string, max: number) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be less than ${max} characters` }),
  );

/** Spec section 5: 3 to 20 characters. Letters, digits and . _ - keep usernames readable and unambiguous. */
export const UsernameField = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: 'Username must be at least 3 characters' }),
    MinLength(3, { message: 'Username must be at least 3 characters' }),
    MaxLength(20, { message: 'Username must be less than 20 characters' }),
    Matches(/^[A-Za-z0-9._-]+$/, {
      message: 'Username may only contain letters, numbers, dots, dashes and underscores',
    }),
  );

/** Spec section 5: at least 6 characters. */
export const PasswordField = () =>
  applyDecorators(
    IsString({ message: 'Password must be at least 6 characters' }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(200, { message: 'Password is too long' }),
  );

/** An optional, trimmed text. */
export const OptionalText = (label: string, max: number) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be less than ${max} characters` }),
  );
