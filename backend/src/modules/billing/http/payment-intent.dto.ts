import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { MEMBERSHIP_TIERS, type MembershipTier } from '../domain/tiers';
import { EmailField, RequiredText, UsernameField } from './account-fields';

export class CustomerInfoDto {
  @ApiProperty() @EmailField() email: string;

  @ApiProperty({ description: 'Full name shown on receipts' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Name must be less than 200 characters' })
  @IsString({ message: 'Name must be text' })
  name: string;

  @ApiProperty() @RequiredText('First name', 100) firstName: string;
  @ApiProperty() @RequiredText('Last name', 100) lastName: string;

  @ApiPropertyOptional({ description: 'Checked for availability before any payment' })
  @IsOptional()
  @UsernameField()
  username?: string;
}

/** Spec section 7: `tier` and `customerInfo`, or `customerInfo: null` for the signed-in member (D2 step 3). */
export class CreateSubscriptionPaymentIntentDto {
  @ApiProperty({ enum: MEMBERSHIP_TIERS })
  @IsIn(MEMBERSHIP_TIERS, { message: 'Please select a membership tier' })
  tier: MembershipTier;

  @ApiPropertyOptional({ type: CustomerInfoDto, nullable: true })
  @IsOptional()
  @IsObject({ message: 'Customer information is invalid' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo?: CustomerInfoDto | null;
}

export class ConfirmPlanDto {
  @ApiProperty()
  @MaxLength(255, { message: 'Subscription is missing' })
  @IsNotEmpty({ message: 'Subscription is missing' })
  @IsString({ message: 'Subscription is missing' })
  subscriptionId: string;

  @ApiPropertyOptional({
    description:
      'The card setup or payment the member confirmed (the payment result page sends it): applied only while it is ' +
      'the one waiting, so an older intent never applies a later change',
  })
  @IsOptional()
  @MaxLength(255, { message: 'Payment is missing' })
  @IsNotEmpty({ message: 'Payment is missing' })
  @IsString({ message: 'Payment is missing' })
  intentId?: string;
}

/** The sandbox card form (D3): test cards only, never a real charge. */
export class SandboxConfirmDto {
  @ApiProperty()
  @MaxLength(200, { message: 'Payment session is missing' })
  @IsNotEmpty({ message: 'Payment session is missing' })
  @IsString({ message: 'Payment session is missing' })
  clientSecret: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @MaxLength(30, { message: 'Your card number is incorrect.' })
  @IsNotEmpty({ message: 'Your card number is incomplete.' })
  @IsString({ message: 'Your card number is incomplete.' })
  cardNumber: string;

  @ApiProperty({ example: '12/30' })
  @MaxLength(10, { message: "Your card's expiration date is incomplete." })
  @IsNotEmpty({ message: "Your card's expiration date is incomplete." })
  @IsString({ message: "Your card's expiration date is incomplete." })
  expiry: string;

  @ApiProperty({ example: '123' })
  @MaxLength(10, { message: "Your card's security code is incomplete." })
  @IsNotEmpty({ message: "Your card's security code is incomplete." })
  @IsString({ message: "Your card's security code is incomplete." })
  cvc: string;
}
