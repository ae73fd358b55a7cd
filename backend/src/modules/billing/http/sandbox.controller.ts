import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/http/access.decorators';
import { ConfirmSandboxCard } from '../application/confirm-sandbox-card';
import { SandboxConfirmDto } from './payment-intent.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { BILLING_ERRORS as E } from '../domain/billing.errors';

/** The sandbox card form's submit: what Stripe.js's confirm calls are for the real provider. */
@ApiTags('billing')
@Controller('api/billing/sandbox')
export class SandboxController {
  constructor(private readonly confirmCard: ConfirmSandboxCard) {}

  @Public()
  @Post('confirm')
  @ApiErrors(E.PAYMENT_DECLINED, E.PAYMENT_SESSION_INVALID, E.PAYMENT_SANDBOX_DISABLED)
  @HttpCode(200)
  confirm(@Body() body: SandboxConfirmDto): Promise<{ status: 'succeeded' }> {
    const { clientSecret, ...card } = body;
    return this.confirmCard.execute(clientSecret, card);
  }
}
