import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { NoFields } from '../../../platform/http/no-fields.pipe';
import type { UserView } from '../../identity/domain/user';
import { PayoutAccounts, type PayoutAccountView } from '../application/payout-accounts';
import { PAYOUTS_ERRORS as E } from '../domain/payouts.errors';
import { TestOnboardingDto } from './test-onboarding.dto';

/** The member's own payout account (D21); 401 without a session. There is no id: it is always the caller's. */
@ApiTags('payouts')
@Controller('api/payouts/account')
export class PayoutAccountController {
  constructor(private readonly accounts: PayoutAccounts) {}

  /** The account's state and what is missing; `state: none` before Set up payouts. */
  @Get()
  account(@CurrentUser() user: UserView): Promise<PayoutAccountView> {
    return this.accounts.view(user.id);
  }

  /** Set up payouts (or continue): the provider's onboarding page to send the member to. */
  @Post('onboarding')
  @HttpCode(HttpStatus.OK)
  onboarding(@CurrentUser() user: UserView, @Body(NoFields) _body: unknown): Promise<{ url: string }> {
    return this.accounts.startOnboarding(user);
  }

  /** The sandbox's test onboarding form; 404 when Stripe is the provider, 409 before Set up payouts. */
  @Post('test-onboarding')
  @ApiErrors(E.PAYOUT_ACCOUNT_REQUIRED)
  @HttpCode(HttpStatus.OK)
  testOnboarding(@CurrentUser() user: UserView, @Body() body: TestOnboardingDto): Promise<PayoutAccountView> {
    return this.accounts.completeTestOnboarding(user.id, body);
  }
}
