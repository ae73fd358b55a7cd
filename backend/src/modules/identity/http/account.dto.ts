import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  NAME_MAX_LENGTH,
  PASSWORD_RULES,
  USERNAME_RULES,
} from '../domain/account-rules';

// Registration's rules and messages (identity's account-rules, spec section 5), in the order they run: with
// stopAtFirstError, the first failure is the message answered. Each field's rules go through applyDecorators, which
// applies them in the order listed (stacked decorators apply bottom-up, and a number would read "too long").

const Rules = (...rules: PropertyDecorator[]) => applyDecorators(...rules);

const CURRENT_PASSWORD_MESSAGE = 'Please enter your current password';

const RequiredName = (label: string) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(NAME_MAX_LENGTH, { message: `${label} must be less than ${NAME_MAX_LENGTH} characters` }),
  );

/** `PATCH /api/account/profile`: the member's name and username, all three as the form shows them. */
export class ProfileDto {
  @ApiProperty({ minLength: 1, maxLength: NAME_MAX_LENGTH, example: 'Nora' })
  @RequiredName('First name')
  firstName: string;

  @ApiProperty({ minLength: 1, maxLength: NAME_MAX_LENGTH, example: 'Quill' })
  @RequiredName('Last name')
  lastName: string;

  @ApiProperty({ minLength: USERNAME_RULES.minLength, maxLength: USERNAME_RULES.maxLength, example: 'noraquill' })
  @Rules(
    Transform(trimmed),
    IsString({ message: USERNAME_RULES.tooShort }),
    MinLength(USERNAME_RULES.minLength, { message: USERNAME_RULES.tooShort }),
    MaxLength(USERNAME_RULES.maxLength, { message: USERNAME_RULES.tooLong }),
    Matches(USERNAME_RULES.pattern, { message: USERNAME_RULES.badCharacters }),
  )
  username: string;
}

/** The current password a change asks for; its length is bounded like any password, so a huge one costs nothing. */
export class CurrentPasswordDto {
  @ApiProperty({ maxLength: PASSWORD_RULES.maxLength })
  @Rules(
    IsString({ message: CURRENT_PASSWORD_MESSAGE }),
    IsNotEmpty({ message: CURRENT_PASSWORD_MESSAGE }),
    MaxLength(PASSWORD_RULES.maxLength, { message: 'Your current password is incorrect' }),
  )
  currentPassword: string;
}

/** `POST /api/account/email`: the new address and the current password. */
export class EmailChangeDto extends CurrentPasswordDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'nora.quill@example.com' })
  @Rules(
    Transform(trimmed),
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
  )
  newEmail: string;
}

/** `POST /api/account/password`: the current password and the new one twice (spec section 5's rules). */
export class PasswordChangeDto extends CurrentPasswordDto {
  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @Rules(
    IsString({ message: PASSWORD_RULES.tooShort }),
    MinLength(PASSWORD_RULES.minLength, { message: PASSWORD_RULES.tooShort }),
    MaxLength(PASSWORD_RULES.maxLength, { message: PASSWORD_RULES.tooLong }),
  )
  newPassword: string;

  @ApiProperty({ maxLength: PASSWORD_RULES.maxLength })
  @Rules(
    IsString({ message: "Passwords don't match" }),
    MaxLength(PASSWORD_RULES.maxLength, { message: "Passwords don't match" }),
  )
  confirmPassword: string;
}

/** The change of address waiting for its link, or nulls when none is. */
export class PendingEmailChangeView {
  @ApiProperty({ type: String, nullable: true, description: 'The address the confirmation link was sent to' })
  pendingEmail: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When that link stops working' })
  expiresAt: Date | null;
}

export class PasswordChangedView {
  @ApiProperty({ description: 'How many other sessions of the account were signed out' })
  sessionsEnded: number;
}
