import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { VerifiesRawBody } from '../../../platform/http/undeclared-input';
import { HandlePayoutEvent, type PayoutEventResult } from '../application/handle-payout-event';

/**
 * The provider's connected-account and transfer events (D21), authenticated by its signature over the raw body
 * (CSRF-exempt in configure-app). A Stripe endpoint of its own, listening to connected accounts too.
 */
@ApiExcludeController()
@Controller('api/payouts')
export class PayoutWebhookController {
  constructor(private readonly handle: HandlePayoutEvent) {}

  @Public()
  @VerifiesRawBody()
  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<PayoutEventResult> {
    return this.handle.execute(req.rawBody, signature);
  }
}
