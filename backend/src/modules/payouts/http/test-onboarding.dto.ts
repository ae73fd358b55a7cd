import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';

/** The sandbox's test onboarding form (D21): a test, so nothing here is a real bank detail. */
export class TestOnboardingDto {
  @ApiProperty({ maxLength: 100, example: 'Rosa Lindqvist' })
  @Transform(trimmed)
  @IsString({ message: 'Please enter the account holder’s name' })
  @Matches(/^[^\p{Cc}<>]*$/u, { message: 'The name must be a single line of text' })
  @MaxLength(100, { message: 'The name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please enter the account holder’s name' })
  name: string;

  @ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2 country code' })
  @IsString({ message: 'Please choose a country' })
  @Matches(/^[A-Z]{2}$/, { message: 'The country must be a two-letter code such as US' })
  country: string;

  @ApiProperty({ example: '000123456789', description: 'A test bank account number: 4 to 17 digits' })
  @IsString({ message: 'Please enter a test bank account number' })
  @Matches(/^\d{4,17}$/, { message: 'The test bank account number must be 4 to 17 digits' })
  accountNumber: string;
}
