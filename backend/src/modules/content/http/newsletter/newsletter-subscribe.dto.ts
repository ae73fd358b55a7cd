import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../../platform/http/validation';

const EMAIL_MESSAGE = 'Please enter a valid email address';

export class NewsletterSubscribeDto {
  @ApiProperty({ example: 'writer@example.com' })
  @Transform(trimmed)
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  email: string;
}
