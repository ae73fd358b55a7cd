import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

// class-validator runs the bottom decorator first; with stopAtFirstError the first failure is the message.
const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_MESSAGE = 'Enter one of your recovery codes, for example ABCD-EFGH-JKMN';
const PASSWORD_MESSAGE = 'Enter your current password';

/** Six digits, spaces allowed between them (apps show "123 456"). */
const TOTP_CODE = /^\s*\d{3}\s?\d{3}\s*$/;

/** One current code from the authenticator app. */
export class TotpCodeDto {
  @ApiProperty({ example: '123456' })
  @Matches(TOTP_CODE, { message: CODE_MESSAGE })
  @MaxLength(20, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code: string;
}

/** The second step of a sign-in, or the proof beside the password: a current code, or else a recovery code. */
export class SecondFactorDto {
  @ApiPropertyOptional({ example: '123456', description: 'A current code of the authenticator app' })
  // Checked whenever it is sent, and when nothing else is: a `null` beside the other field is refused, not skipped.
  @ValidateIf((body: SecondFactorDto) => body.code !== undefined || body.recoveryCode === undefined)
  @Matches(TOTP_CODE, { message: CODE_MESSAGE })
  @MaxLength(20, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ example: 'ABCD-EFGH-JKMN', description: 'An unused recovery code, instead of a code' })
  @ValidateIf((body: SecondFactorDto) => body.recoveryCode !== undefined || body.code === undefined)
  @MaxLength(40, { message: RECOVERY_MESSAGE })
  @IsString({ message: RECOVERY_MESSAGE })
  recoveryCode?: string;
}

/** Turning the authenticator app off: the password, and a current code or a recovery code. */
export class DisableTotpDto extends SecondFactorDto {
  @ApiProperty()
  @MaxLength(200, { message: PASSWORD_MESSAGE })
  @IsString({ message: PASSWORD_MESSAGE })
  password: string;
}

/** New recovery codes: a current code, or else the password. */
export class RegenerateRecoveryCodesDto {
  @ApiPropertyOptional({ example: '123456' })
  @ValidateIf((body: RegenerateRecoveryCodesDto) => body.code !== undefined || body.password === undefined)
  @Matches(TOTP_CODE, { message: CODE_MESSAGE })
  @MaxLength(20, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional()
  @ValidateIf((body: RegenerateRecoveryCodesDto) => body.password !== undefined || body.code === undefined)
  @MaxLength(200, { message: PASSWORD_MESSAGE })
  @IsString({ message: PASSWORD_MESSAGE })
  password?: string;
}
