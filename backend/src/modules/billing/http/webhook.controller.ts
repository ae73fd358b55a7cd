import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { VerifiesRawBody } from '../../../platform/http/undeclared-input';
import { HandleWebhook, type WebhookResult } from '../application/handle-webhook';
import { ApiErrors } from '../../../platform/http/api-errors';
import { BILLING_ERRORS as E } from '../domain/billing.errors';

/** Authenticated by the provider's signature over the raw body (CSRF-exempt in configure-app). */
@ApiExcludeController()
@Controller('api/billing')
export class WebhookController {
  constructor(private readonly handleWebhook: HandleWebhook) {}

  @Public()
  @VerifiesRawBody()
  @Post('webhook')
  @ApiErrors(E.WEBHOOK_SIGNATURE_INVALID)
  @HttpCode(200)
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResult> {
    return this.handleWebhook.execute(req.rawBody, signature);
  }
}
