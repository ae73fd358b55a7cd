import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ description: "The account's current password, to confirm the deletion" })
  // class-validator runs the bottom decorator first; with stopAtFirstError the first failure is the message.
  @MaxLength(200, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Enter your password to delete your account' })
  @IsString({ message: 'Enter your password to delete your account' })
  password: string;

  @ApiPropertyOptional({
    description: 'The second factor (an authenticator code or a recovery code), for accounts that have one',
  })
  // Checked whenever it is sent (`null` too); spaces allowed, as the app and the recovery codes show them.
  @ValidateIf((body: DeleteAccountDto) => body.code !== undefined)
  @Matches(/^[A-Za-z0-9\s-]{6,40}$/, { message: 'Enter the code from your authenticator app or a recovery code' })
  @IsString({ message: 'Enter the code from your authenticator app or a recovery code' })
  code?: string;
}
