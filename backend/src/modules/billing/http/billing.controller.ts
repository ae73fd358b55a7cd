import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/http/access.decorators';
import { CurrentUser, OptionalUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { ConfirmPlanChange } from '../application/confirm-plan-change';
import { GetBillingConfig, type BillingConfigView } from '../application/get-billing-config';
import { GetMemberSubscription, SetCancelAtPeriodEnd } from '../application/manage-subscription';
import { GetPaymentResult, type PaymentResult } from '../application/get-payment-result';
import { StartSubscriptionPayment, type PaymentSetup } from '../application/start-subscription-payment';
import type { SubscriptionView } from '../domain/subscription-view';
import { ConfirmPlanDto, CreateSubscriptionPaymentIntentDto } from './payment-intent.dto';
import { PaymentResultDto } from './registration-checks.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { BILLING_ERRORS as E } from '../domain/billing.errors';

@ApiTags('billing')
@Controller('api')
export class BillingController {
  constructor(
    private readonly config: GetBillingConfig,
    private readonly startPayment: StartSubscriptionPayment,
    private readonly confirmPlan: ConfirmPlanChange,
    private readonly memberSubscription: GetMemberSubscription,
    private readonly cancellation: SetCancelAtPeriodEnd,
    private readonly paymentResult: GetPaymentResult,
  ) {}

  @Public()
  @Get('billing/config')
  billingConfig(): BillingConfigView {
    return this.config.execute();
  }

  /** Visitors send `customerInfo`; a signed-in member sends `customerInfo: null` (D2 step 3). */
  @Public()
  @Post('create-subscription-payment-intent')
  @ApiErrors(
    E.FREE_TRIAL_NEW_MEMBERS_ONLY,
    E.ADMIN_HAS_NO_MEMBERSHIP,
    E.SUBSCRIPTION_OTHER_PROVIDER,
    E.PAYMENT_RATE_LIMITED,
    E.PAYMENT_PROVIDER_UNAVAILABLE,
  )
  @HttpCode(200)
  createPaymentIntent(
    @OptionalUser() member: UserView | null,
    @Ip() clientAddress: string | undefined,
    @Body() body: CreateSubscriptionPaymentIntentDto,
  ): Promise<PaymentSetup> {
    return this.startPayment.execute({
      tier: body.tier,
      customerInfo: body.customerInfo ?? null,
      member,
      clientAddress: clientAddress ?? 'unknown',
    });
  }

  /**
   * `/subscription-success` asks before it says anything (issue 18): the intent must belong to this browser's
   * payment setup or to the signed-in member, else 404 'We could not find this payment.'
   */
  @Public()
  @Post('billing/payment-result')
  @ApiErrors(E.PAYMENT_NOT_FOUND, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @HttpCode(200)
  paymentResultOf(@OptionalUser() member: UserView | null, @Body() body: PaymentResultDto): Promise<PaymentResult> {
    return this.paymentResult.execute({
      intentId: body.intentId,
      subscriptionId: body.subscriptionId ?? null,
      customerId: body.customerId ?? null,
      member,
    });
  }

  @Get('billing/subscription')
  async subscription(@CurrentUser() member: UserView): Promise<{ subscription: SubscriptionView | null }> {
    return { subscription: await this.memberSubscription.execute(member) };
  }

  /** After the member confirmed the card: link the new subscription or apply the tier change. */
  @Post('billing/subscription/confirm')
  @ApiErrors(
    E.PLAN_CHANGE_NOT_FOUND,
    E.PAYMENT_NOT_CONFIRMED,
    E.PAYMENT_DECLINED,
    E.PAYMENT_ALREADY_USED,
    E.PAYMENT_PROVIDER_UNAVAILABLE,
  )
  @HttpCode(200)
  async confirm(
    @CurrentUser() member: UserView,
    @Body() body: ConfirmPlanDto,
  ): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.confirmPlan.execute(member, body.subscriptionId, body.intentId ?? null) };
  }

  @Post('billing/subscription/cancel')
  @ApiErrors(E.SUBSCRIPTION_NOT_FOUND, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @HttpCode(200)
  async cancel(@CurrentUser() member: UserView): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.cancellation.execute(member, true) };
  }

  @Post('billing/subscription/resume')
  @ApiErrors(E.SUBSCRIPTION_NOT_FOUND, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @HttpCode(200)
  async resume(@CurrentUser() member: UserView): Promise<{ subscription: SubscriptionView }> {
    return { subscription: await this.cancellation.execute(member, false) };
  }
}
