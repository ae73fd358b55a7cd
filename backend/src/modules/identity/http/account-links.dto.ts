import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, PASSWORD_RULES } from '../domain/account-rules';

// Listed in the order they run: with stopAtFirstError, the first failure is the message answered.
// A token's own checks (format, known, used, expired) are the use case's, so each gets its own code and page.
const LINK_MESSAGE = 'The link is missing its token. Open the link from the email exactly as it arrived.';

/** A mailed link's token, as the page read it from its query. */
export class AccountLinkTokenDto {
  @ApiProperty({ description: 'The token of the link (43 characters of base64url)' })
  @IsString({ message: LINK_MESSAGE })
  @MaxLength(200, { message: LINK_MESSAGE })
  token: string;
}

/** Forgot password: the address to send the link to. */
export class PasswordResetRequestDto {
  @ApiProperty({ example: 'demo@penwright.local' })
  @Transform(trimmed)
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;
}

/** The reset page's form: the link's token and the new password twice (spec section 5's rules and messages). */
export class PasswordResetDto extends AccountLinkTokenDto {
  @ApiProperty()
  @IsString({ message: PASSWORD_RULES.tooShort })
  @MinLength(PASSWORD_RULES.minLength, { message: PASSWORD_RULES.tooShort })
  @MaxLength(PASSWORD_RULES.maxLength, { message: PASSWORD_RULES.tooLong })
  password: string;

  @ApiProperty()
  @IsString({ message: "Passwords don't match" })
  @MaxLength(PASSWORD_RULES.maxLength, { message: "Passwords don't match" })
  confirmPassword: string;
}

/** What the pages are told after a confirmation, or about a reset link that still works. */
export class AccountLinkAddressView {
  @ApiProperty() email: string;
}

export class AccountLinkMessageView {
  @ApiProperty() message: string;
}
