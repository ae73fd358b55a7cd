import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField } from './account-fields';

/** The registration's info step: is this e-mail free? */
export class CheckEmailDto {
  @ApiProperty() @EmailField() email: string;
}

const NO_PAYMENT = 'We could not find this payment.';

/** A payment provider's id, as the return URL or the stored payment setup carries it. */
const ProviderId = () =>
  applyDecorators(
    IsString({ message: NO_PAYMENT }),
    IsNotEmpty({ message: NO_PAYMENT }),
    MaxLength(255, { message: NO_PAYMENT }),
  );

/** `/subscription-success`: the intent of the return URL and the payment setup this browser keeps. */
export class PaymentResultDto {
  @ApiProperty({ description: 'The payment_intent (or setup_intent) of the return URL' })
  @ProviderId()
  intentId: string;

  @ApiPropertyOptional({ description: "From the browser's payment setup; absent when it has none" })
  @IsOptional()
  @ProviderId()
  subscriptionId?: string;

  @ApiPropertyOptional({ description: "From the browser's payment setup" })
  @IsOptional()
  @ProviderId()
  customerId?: string;
}
