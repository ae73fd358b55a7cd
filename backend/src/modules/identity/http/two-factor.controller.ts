import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { AuthenticatorApp } from '../application/authenticator-app';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';
import type { UserView } from '../domain/user';
import type { TwoFactorStatus } from '../domain/two-factor';
import { CurrentPassword } from '../application/current-password';
import { CurrentPasswordDto } from './account.dto';
import { DisableTotpDto, RegenerateRecoveryCodesDto, TotpCodeDto } from './two-factor.dto';

/** Set-up: what the QR code carries, and the same key in text. */
interface TotpSetup {
  otpauthUri: string;
  /** In groups of four: "ABCD EFGH ...". */
  key: string;
}

/** Shown once: only their keyed hashes are kept. */
interface RecoveryCodes {
  recoveryCodes: string[];
}

/**
 * The Account tab's two-factor card (D19). Member routes, so an admin without a factor can still reach them (the
 * admin routes send them here with SECOND_FACTOR_REQUIRED).
 */
@ApiTags('identity')
@Controller('api/account/two-factor')
export class TwoFactorController {
  constructor(
    private readonly app: AuthenticatorApp,
    private readonly currentPassword: CurrentPassword,
  ) {}

  @Get()
  status(@CurrentUser() user: UserView): Promise<TwoFactorStatus> {
    return this.app.status(user.id);
  }

  /** A new key, after the current password: a session alone must not turn on a factor its owner does not hold. */
  @Post('totp/setup')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.CURRENT_PASSWORD_INCORRECT, E.LOGIN_RATE_LIMITED, E.TWO_FACTOR_ALREADY_ENABLED)
  async setUp(
    @CurrentUser() user: UserView,
    @Body() body: CurrentPasswordDto,
    @Req() req: Request,
  ): Promise<TotpSetup> {
    await this.currentPassword.verify(user.id, body.currentPassword, req.ip ?? 'unknown');
    return this.app.setUp(user.id);
  }

  @Post('totp/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.TWO_FACTOR_CODE_INVALID, E.TWO_FACTOR_ALREADY_ENABLED, E.TWO_FACTOR_SETUP_MISSING, E.LOGIN_RATE_LIMITED)
  confirm(@CurrentUser() user: UserView, @Body() body: TotpCodeDto, @Req() req: Request): Promise<RecoveryCodes> {
    return this.app.confirm(user.id, body.code, req.ip ?? 'unknown');
  }

  @Post('totp/disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiErrors(E.TWO_FACTOR_CODE_INVALID, E.CURRENT_PASSWORD_INCORRECT, E.TWO_FACTOR_NOT_ENABLED, E.LOGIN_RATE_LIMITED)
  disable(@CurrentUser() user: UserView, @Body() body: DisableTotpDto, @Req() req: Request): Promise<void> {
    return this.app.disable(user.id, body, req.ip ?? 'unknown');
  }

  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.TWO_FACTOR_CODE_INVALID, E.CURRENT_PASSWORD_INCORRECT, E.TWO_FACTOR_NOT_ENABLED, E.LOGIN_RATE_LIMITED)
  regenerate(
    @CurrentUser() user: UserView,
    @Body() body: RegenerateRecoveryCodesDto,
    @Req() req: Request,
  ): Promise<RecoveryCodes> {
    return this.app.regenerateRecoveryCodes(user.id, body, req.ip ?? 'unknown');
  }
}
