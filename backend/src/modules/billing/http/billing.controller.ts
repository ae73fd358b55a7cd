import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import type { UserView } from '../../identity/domain/user';
import { ConfirmPlanChange } from '../application/confirm-plan-change';
import { GetBillingConfig, type BillingConfigView } from '../application/get-billing-config';
import { GetMemberSubscription, SetCancelAtPeriodEnd } from '../application/manage-subscription';
import { StartSubscriptionPayment, type PaymentSetup } from '../application/start-subscription-payment';
import type { SubscriptionView } from '../domain/subscription-view';
import { ConfirmPlanDto, CreateSubscriptionPaymentIntentDto } from './payment-intent.dto';

@ApiTags('billing')
@Controller('api')
export class BillingController {
  constructor(
    private readonly config: GetBillingConfig,
    private readonly startPayment: StartSubscriptionPayment,
    private readonly confirmPlan: ConfirmPlanChange,
    private readonly memberSubscription: GetMemberSubscription,
    private readonly cancellation: SetCancelAtPeriodEnd,
  ) {}

  @Public()
  @Get('billing/config')
  billingConfig(): BillingConfigView {
    return this.config.execute();
  }

  /** Visitors send `customerInfo`; a signed-in member sends `customerInfo: null` (D2 step 3). */
  @Public()
  @Post('create-subscription-payment-intent')
  @HttpCode(200)
  createPaymentIntent(@Req() req: Request, @Body() body: CreateSubscriptionPaymentIntentDto): Promise<PaymentSetup> {
    return this.startPayment.execute({
      tier: body.tier,
      customerInfo: body.customerInfo ?? null,
      member: (req.user as UserView | undefined) ?? null,
      clientAddress: req.ip ?? 'unknown',
    });
  }

  @Get('billing/subscription')
  async subscription(@Req() req: Request): Promise<{ subscription: SubscriptionView | null }> {
    return { subscription: await this.memberSubscription.execute(req.user as UserView) };
  }

  /** After the member confirmed the card: link the new subscription or apply the tier change. */
  @Post('billing/subscription/confirm')
  @HttpCode(200)
  async confirm(@Req() req: Request, @Body() body: ConfirmPlanDto): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.confirmPlan.execute(req.user as UserView, body.subscriptionId) };
  }

  @Post('billing/subscription/cancel')
  @HttpCode(200)
  async cancel(@Req() req: Request): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.cancellation.execute(req.user as UserView, true) };
  }

  @Post('billing/subscription/resume')
  @HttpCode(200)
  async resume(@Req() req: Request): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.cancellation.execute(req.user as UserView, false) };
  }
}
