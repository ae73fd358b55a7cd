import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser, OptionalUser } from '../../../platform/http/current-user';
import { NoFields } from '../../../platform/http/no-fields.pipe';
import { AddressCheck } from '../application/address-check';
import { PasswordReset } from '../application/password-reset';
import type { PendingSignInRequest } from '../application/pending-sign-in';
import { SecondFactorSignIn, type SecondFactorChallenge } from '../application/second-factor-sign-in';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';
import type { UserView } from '../domain/user';
import {
  AccountLinkAddressView,
  AccountLinkMessageView,
  AccountLinkTokenDto,
  PasswordResetDto,
  PasswordResetRequestDto,
} from './account-links.dto';

const LINK_ERRORS = [
  E.ACCOUNT_LINK_INVALID,
  E.ACCOUNT_LINK_EXPIRED,
  E.ACCOUNT_LINK_USED,
  E.ACCOUNT_LINK_WRONG_ACCOUNT,
] as const;

/** The mailed links (D18, D19): confirming the address, resending its link, forgot password and the reset. */
@ApiTags('identity')
@Controller('api')
export class AccountLinksController {
  constructor(
    private readonly addressCheck: AddressCheck,
    private readonly passwordReset: PasswordReset,
    private readonly secondFactor: SecondFactorSignIn,
  ) {}

  /** The confirmation page's button (a POST, so a mail scanner that opens the link confirms nothing). */
  @Public()
  @Post('email-confirmation')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(...LINK_ERRORS)
  confirmEmail(
    @OptionalUser() user: UserView | null,
    @Body() body: AccountLinkTokenDto,
  ): Promise<AccountLinkAddressView> {
    return this.addressCheck.confirm(body.token, user?.id ?? null);
  }

  /** The banner's Resend: a new confirmation mail to the signed-in member's address. */
  @Post('email-confirmation/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiErrors(E.EMAIL_ALREADY_CONFIRMED, E.ADDRESS_CHECK_RATE_LIMITED)
  async resendConfirmation(
    @CurrentUser() user: UserView,
    @Body(NoFields) _body: unknown,
  ): Promise<AccountLinkMessageView> {
    await this.addressCheck.resend(user);
    return { message: `We have sent a new confirmation link to ${user.email}.` };
  }

  /** Forgot password: the same answer whether or not the address has an account (D19). */
  @Public()
  @Post('password-reset/request')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiErrors(E.PASSWORD_RESET_RATE_LIMITED)
  requestReset(@Req() req: Request, @Body() body: PasswordResetRequestDto): Promise<AccountLinkMessageView> {
    return this.passwordReset.request(body.email, req.ip ?? 'unknown');
  }

  /** Whether a reset link still works, without using it: the page says so before asking for a password. */
  @Public()
  @Post('password-reset/check')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(...LINK_ERRORS)
  checkReset(
    @OptionalUser() user: UserView | null,
    @Body() body: AccountLinkTokenDto,
  ): Promise<AccountLinkAddressView> {
    return this.passwordReset.check(body.token, user?.id ?? null);
  }

  /**
   * Sets the new password, ends every session of the account, then signs the member in on this browser, or, for an
   * account with two-factor sign-in, starts its second step: a mailbox alone must not get past the second factor.
   */
  @Public()
  @Post('password-reset')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(...LINK_ERRORS)
  async reset(
    @Req() req: Request,
    @OptionalUser() user: UserView | null,
    @Body() body: PasswordResetDto,
  ): Promise<UserView | SecondFactorChallenge> {
    const member = await this.passwordReset.reset(body, user?.id ?? null);
    return (await this.secondFactor.afterPassword(req as unknown as PendingSignInRequest, member)) ?? member;
  }
}
