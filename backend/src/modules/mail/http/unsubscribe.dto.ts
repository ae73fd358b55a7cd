import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const INVALID_LINK = 'This unsubscribe link is not valid';

/** `?token=` of a mail's unsubscribe link (the signed token of UnsubscribeLinks). */
export class UnsubscribeQuery {
  @ApiProperty({ description: "The signed token from the mail's unsubscribe link" })
  @IsString({ message: INVALID_LINK })
  @IsNotEmpty({ message: INVALID_LINK })
  @MaxLength(600, { message: INVALID_LINK })
  token: string;
}
