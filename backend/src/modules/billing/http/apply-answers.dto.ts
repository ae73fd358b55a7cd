import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';

const INVALID = 'The application answers are invalid. Please fill in the application again.';

/** The /apply questionnaire's answers, held by the browser until the account exists (D2 step 1). */
export class ApplyAnswersDto {
  @ApiProperty()
  @Transform(trimmed)
  @MaxLength(100, { message: 'Name must be less than 100 characters' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @IsString({ message: 'Please enter your name' })
  name: string;

  @ApiProperty({ type: [String] })
  @MaxLength(100, { each: true, message: INVALID })
  @IsString({ each: true, message: INVALID })
  @ArrayMaxSize(20, { message: INVALID })
  @IsArray({ message: INVALID })
  writingTypes: string[];

  @ApiPropertyOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'Other writing type must be less than 200 characters' })
  @IsString({ message: INVALID })
  @IsOptional()
  otherWritingType?: string;

  @ApiProperty({ type: [String] })
  @MaxLength(200, { each: true, message: INVALID })
  @IsString({ each: true, message: INVALID })
  @ArrayMaxSize(10, { message: INVALID })
  @IsArray({ message: INVALID })
  involvement: string[];

  @ApiProperty({ enum: ['acknowledge', 'decline'] })
  @IsIn(['acknowledge', 'decline'], { message: "Please choose I Acknowledge or I Don't Acknowledge" })
  acknowledgment: 'acknowledge' | 'decline';
}
