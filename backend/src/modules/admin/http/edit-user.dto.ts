import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  NAME_MAX_LENGTH,
  PASSWORD_RULES,
  USERNAME_RULES,
} from '../../identity/domain/account-rules';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '../../identity/domain/user';
import type { UserEdit } from '../../identity/domain/user-edit';

/**
 * An optional field that, when sent, is validated as given: `null` is refused like any other wrong value (a
 * plain `@IsOptional()` would let it through). The rules follow in the order they run: with stopAtFirstError,
 * the first failure is the message answered.
 */
const WhenSent = (api: ApiPropertyOptions, ...rules: PropertyDecorator[]) =>
  applyDecorators(
    ApiPropertyOptional(api),
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ...rules,
  );

/** Spec section 5: required on the edit form, so a blank one is refused with the field's "is required". */
const RequiredName = (label: string) =>
  WhenSent(
    { minLength: 1, maxLength: NAME_MAX_LENGTH },
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(NAME_MAX_LENGTH, { message: `${label} must be less than ${NAME_MAX_LENGTH} characters` }),
  );

const Flag = (name: string, description: string) =>
  WhenSent({ type: Boolean, description }, IsBoolean({ message: `${name} must be true or false` }));

/** A blank new password keeps the current one (spec section 5: the form sends it only when non-blank). */
const blankAsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const STATUS_MESSAGE = `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`;
const TIER_MESSAGE = `subscriptionTier must be null or one of ${SUBSCRIPTION_TIERS.join(', ')}`;

/**
 * `PATCH /api/admin/users/{id}` (spec sections 5 and 7): any of these fields; the list's toggle sends only
 * `isActive`. Unknown fields (`passwordHash`, `id`, `stripeSubscriptionId`, ...) are refused with a 400.
 * The rules are registration's (identity's `account-rules`).
 */
export class EditUserDto {
  @RequiredName('First name')
  firstName?: string;

  @RequiredName('Last name')
  lastName?: string;

  @WhenSent(
    { format: 'email', maxLength: EMAIL_MAX_LENGTH },
    Transform(trimmed),
    IsString({ message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
  )
  email?: string;

  @WhenSent(
    { minLength: USERNAME_RULES.minLength, maxLength: USERNAME_RULES.maxLength },
    Transform(trimmed),
    IsString({ message: USERNAME_RULES.tooShort }),
    MinLength(USERNAME_RULES.minLength, { message: USERNAME_RULES.tooShort }),
    MaxLength(USERNAME_RULES.maxLength, { message: USERNAME_RULES.tooLong }),
    Matches(USERNAME_RULES.pattern, { message: USERNAME_RULES.badCharacters }),
  )
  username?: string;

  @WhenSent({ enum: SUBSCRIPTION_STATUSES }, IsIn(SUBSCRIPTION_STATUSES, { message: STATUS_MESSAGE }))
  subscriptionStatus?: SubscriptionStatus;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_TIERS, nullable: true, description: 'null: no tier' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_TIERS, { message: TIER_MESSAGE })
  subscriptionTier?: SubscriptionTier | null;

  @Flag('isAdmin', 'Administrators cannot remove their own admin privileges')
  isAdmin?: boolean;

  @Flag('isActive', 'false signs the user out at once and blocks sign-in (not for your own account)')
  isActive?: boolean;

  @WhenSent(
    {
      minLength: PASSWORD_RULES.minLength,
      maxLength: PASSWORD_RULES.maxLength,
      description: "Blank keeps the current password; a new one ends the user's other sessions",
    },
    Transform(blankAsAbsent),
    IsString({ message: PASSWORD_RULES.tooShort }),
    MinLength(PASSWORD_RULES.minLength, { message: PASSWORD_RULES.tooShort }),
    MaxLength(PASSWORD_RULES.maxLength, { message: PASSWORD_RULES.tooLong }),
  )
  newPassword?: string;

  /** Only what was sent: an absent field stays as it is. */
  toUserEdit(): UserEdit {
    return Object.fromEntries(Object.entries(this).filter(([, value]) => value !== undefined));
  }
}
