import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/http/current-user';
import { NoFields } from '../../../platform/http/no-fields.pipe';
import type { UserView } from '../../identity/domain/user';
import { GetMemberEarnings, ListMemberPayouts, type EarningsView } from '../application/member-payouts';
import type { PayoutView } from '../application/payout-view';
import { RequestPayout, type PayoutRequestResult } from '../application/request-payout';
import { ApiErrors } from '../../../platform/http/api-errors';
import { PAYOUTS_ERRORS as E } from '../domain/payouts.errors';

/** The member's money (spec section 7, D9): their own payouts and earnings only; 401 without a session. */
@ApiTags('payouts')
@Controller('api')
export class MemberPayoutsController {
  constructor(
    private readonly listPayouts: ListMemberPayouts,
    private readonly getEarnings: GetMemberEarnings,
    private readonly requestPayout: RequestPayout,
  ) {}

  /** The member's payouts, newest first (at most 200). */
  @Get('payouts/me')
  payouts(@CurrentUser() user: UserView): Promise<PayoutView[]> {
    return this.listPayouts.execute(user.id);
  }

  /** Totals per D9 and the last 12 months, as decimal strings summed in cents. */
  @Get('earnings/me')
  earnings(@CurrentUser() user: UserView): Promise<EarningsView> {
    return this.getEarnings.execute(user.id);
  }

  /**
   * Marks pending payouts not yet requested as requested; 409 with an unconfirmed address (D18), without a payout
   * account that can receive money (D21), below
   * PAYOUT_MINIMUM or with nothing new.
   */
  @Post('payouts/request')
  @ApiErrors(
    E.EMAIL_NOT_CONFIRMED,
    E.PAYOUT_ACCOUNT_REQUIRED,
    E.PAYOUT_ACCOUNT_INCOMPLETE,
    E.PAYOUT_BELOW_MINIMUM,
    E.PAYOUT_ALREADY_REQUESTED,
    E.PAYOUT_CHANGED,
  )
  @HttpCode(HttpStatus.OK)
  request(@CurrentUser() user: UserView, @Body(NoFields) _body: unknown): Promise<PayoutRequestResult> {
    return this.requestPayout.execute(user);
  }
}
