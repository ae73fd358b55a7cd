import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MEMBERSHIP_TIERS, type MembershipTier } from '../domain/tiers';
import { EmailField, OptionalText, PasswordField, RequiredText, UsernameField } from './account-fields';
import { ApplyAnswersDto } from './apply-answers.dto';
import { SameAs } from './same-as.validator';

const MISSING_PAYMENT = 'Payment details are missing. Please complete the payment step.';

/** Spec section 7's create-account payload, with section 5's messages. */
export class CreateAccountDto {
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @RequiredText('First name', 100) firstName: string;
  @ApiProperty() @RequiredText('Last name', 100) lastName: string;
  @ApiProperty() @UsernameField() username: string;
  @ApiProperty() @PasswordField() password: string;

  @ApiPropertyOptional({ description: 'Checked when sent' })
  @IsOptional()
  @SameAs('password', { message: "Passwords don't match" })
  confirmPassword?: string;

  @ApiProperty() @RequiredText('Address', 500) address: string;
  @ApiPropertyOptional() @IsOptional() @OptionalText('Phone', 40) phone?: string;
  @ApiPropertyOptional() @IsOptional() @OptionalText('Preferred genres', 500) preferredGenres?: string;
  @ApiPropertyOptional() @IsOptional() @OptionalText('Experience', 2000) experience?: string;

  @ApiProperty({ enum: MEMBERSHIP_TIERS })
  @IsIn(MEMBERSHIP_TIERS, { message: 'Please select a membership tier' })
  tier: MembershipTier;

  @ApiProperty()
  @IsString({ message: MISSING_PAYMENT })
  @IsNotEmpty({ message: MISSING_PAYMENT })
  @MaxLength(255, { message: MISSING_PAYMENT })
  stripeCustomerId: string;

  @ApiProperty()
  @IsString({ message: MISSING_PAYMENT })
  @IsNotEmpty({ message: MISSING_PAYMENT })
  @MaxLength(255, { message: MISSING_PAYMENT })
  stripeSubscriptionId: string;

  @ApiPropertyOptional({ type: ApplyAnswersDto, description: 'The /apply answers, when the visitor has them' })
  @IsOptional()
  @IsObject({ message: 'The application answers are invalid. Please fill in the application again.' })
  @ValidateNested()
  @Type(() => ApplyAnswersDto)
  applyAnswers?: ApplyAnswersDto | null;
}
