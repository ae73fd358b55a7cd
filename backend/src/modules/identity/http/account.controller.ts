import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser, OptionalUser } from '../../../platform/http/current-user';
import { ChangePassword } from '../application/change-password';
import { ChangeProfile } from '../application/change-profile';
import { EmailChange } from '../application/email-change';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';
import type { UserView } from '../domain/user';
import { AccountLinkTokenDto } from './account-links.dto';
import {
  EmailChangeDto,
  PasswordChangeDto,
  PasswordChangedView,
  PendingEmailChangeView,
  ProfileDto,
} from './account.dto';

/** Where the current password is checked, the sign-in limits count the attempt (docs/security.md). */
const PASSWORD_ERRORS = [E.CURRENT_PASSWORD_INCORRECT, E.LOGIN_RATE_LIMITED] as const;

/** The member's own account (issue 26, D19): name and username, address, password. */
@ApiTags('identity')
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly changeProfile: ChangeProfile,
    private readonly emailChange: EmailChange,
    private readonly changePassword: ChangePassword,
  ) {}

  @Patch('profile')
  @ApiErrors(E.USERNAME_TAKEN)
  updateProfile(@CurrentUser() user: UserView, @Body() body: ProfileDto): Promise<UserView> {
    return this.changeProfile.execute(user.id, body);
  }

  /** The change of address waiting for its link, if any (the Account tab shows it). */
  @Get('email')
  pendingEmail(@CurrentUser() user: UserView): Promise<PendingEmailChangeView> {
    return this.emailChange.pending(user.id);
  }

  /** Mails a link to the new address and tells the old one; the address changes only when the link is opened. */
  @Post('email')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiErrors(...PASSWORD_ERRORS, E.EMAIL_TAKEN, E.EMAIL_UNCHANGED, E.EMAIL_CHANGE_RATE_LIMITED)
  requestEmailChange(
    @Req() req: Request,
    @CurrentUser() user: UserView,
    @Body() body: EmailChangeDto,
  ): Promise<PendingEmailChangeView> {
    return this.emailChange.request(user, body, req.ip ?? 'unknown');
  }

  /** Withdraws the pending change of address: its link stops working. */
  @Delete('email')
  cancelEmailChange(@CurrentUser() user: UserView): Promise<PendingEmailChangeView> {
    return this.emailChange.cancel(user.id);
  }

  /** The confirmation page's button (a POST, so a mail scanner that opens the link changes nothing). */
  @Public()
  @Post('email/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(
    E.ACCOUNT_LINK_INVALID,
    E.ACCOUNT_LINK_EXPIRED,
    E.ACCOUNT_LINK_USED,
    E.ACCOUNT_LINK_WRONG_ACCOUNT,
    E.EMAIL_TAKEN,
  )
  confirmEmailChange(@OptionalUser() user: UserView | null, @Body() body: AccountLinkTokenDto): Promise<UserView> {
    return this.emailChange.confirm(body.token, user?.id ?? null);
  }

  /** Keeps this browser signed in and signs every other session of the account out. */
  @Post('password')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(...PASSWORD_ERRORS)
  updatePassword(
    @Req() req: Request,
    @CurrentUser() user: UserView,
    @Body() body: PasswordChangeDto,
  ): Promise<PasswordChangedView> {
    return this.changePassword.execute({ id: user.id, sessionId: req.sessionID ?? null }, body, req.ip ?? 'unknown');
  }
}
