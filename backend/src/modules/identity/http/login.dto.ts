import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';

export class LoginDto {
  @ApiProperty({ example: 'demo@penwright.local' })
  @Transform(trimmed)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty()
  // class-validator runs the bottom decorator first; with stopAtFirstError the first failure is the message.
  @MaxLength(200, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
