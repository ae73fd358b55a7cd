import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, PASSWORD_RULES, USERNAME_RULES } from '../../identity/domain/account-rules';

// Listed in the order they run: with stopAtFirstError, the first failure is the message answered.

/** Spec section 5: 'Please enter a valid email address'. */
export const EmailField = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
  );

/** A required, trimmed text with the spec's "is required" message. */
export const RequiredText = (label: string, max: number) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be less than ${max} characters` }),
  );

/** Spec section 5: 3 to 20 characters (identity's account rules, which an editor's edit applies too). */
export const UsernameField = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: USERNAME_RULES.tooShort }),
    MinLength(USERNAME_RULES.minLength, { message: USERNAME_RULES.tooShort }),
    MaxLength(USERNAME_RULES.maxLength, { message: USERNAME_RULES.tooLong }),
    Matches(USERNAME_RULES.pattern, { message: USERNAME_RULES.badCharacters }),
  );

/** Spec section 5: at least 6 characters. */
export const PasswordField = () =>
  applyDecorators(
    IsString({ message: PASSWORD_RULES.tooShort }),
    MinLength(PASSWORD_RULES.minLength, { message: PASSWORD_RULES.tooShort }),
    MaxLength(PASSWORD_RULES.maxLength, { message: PASSWORD_RULES.tooLong }),
  );

/** An optional, trimmed text. */
export const OptionalText = (label: string, max: number) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be less than ${max} characters` }),
  );
