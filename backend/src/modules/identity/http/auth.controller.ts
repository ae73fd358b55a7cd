import { Body, Controller, Get, HttpCode, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { NoFields } from '../../../platform/http/no-fields.pipe';
import { CurrentUser, OptionalUser } from '../../../platform/http/current-user';
import type { PendingSignInRequest } from '../application/pending-sign-in';
import { SecondFactorSignIn, type SecondFactorChallenge } from '../application/second-factor-sign-in';
import { Sessions } from '../application/sessions';
import type { UserView } from '../domain/user';
import { challengeOf, LocalAuthGuard } from '../infrastructure/local-auth.guard';
import { LoginDto } from './login.dto';
import { SecondFactorDto } from './two-factor.dto';
import { PasskeyCeremonyCookie } from './passkey-ceremony-cookie';
import { PasskeySignInDto, type PasskeyOptionsView } from './passkeys.dto';
import { PASSKEY_ERRORS as P } from '../domain/passkey.errors';
import { ApiErrors } from '../../../platform/http/api-errors';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';

@ApiTags('identity')
@Controller('api')
export class AuthController {
  constructor(
    private readonly sessions: Sessions,
    private readonly secondFactor: SecondFactorSignIn,
    private readonly ceremonyCookie: PasskeyCeremonyCookie,
  ) {}

  @Get('user')
  currentUser(@CurrentUser() user: UserView): UserView {
    return user;
  }

  /**
   * The guard has validated the body, checked the password and started the session, or, for an account with a
   * second factor (D19), the second step: then the answer says so and `POST /api/login/second-factor` follows.
   */
  // Guards run before pipes: binding the body here would validate it a second time. @ApiBody declares it instead.
  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @ApiBody({ type: LoginDto })
  @ApiErrors(E.INVALID_CREDENTIALS, E.ACCOUNT_DEACTIVATED, E.LOGIN_RATE_LIMITED)
  @HttpCode(200)
  login(@OptionalUser() user: UserView | null, @Req() req: Request): UserView | SecondFactorChallenge {
    return challengeOf(req) ?? (user as UserView);
  }

  /** The second step of a sign-in: a current authenticator code, or a recovery code (each works once). */
  @Public()
  @Post('login/second-factor')
  @HttpCode(200)
  @ApiErrors(E.TWO_FACTOR_CODE_INVALID, E.SECOND_FACTOR_STEP_EXPIRED, E.LOGIN_RATE_LIMITED)
  loginSecondFactor(@Body() body: SecondFactorDto, @Req() req: Request): Promise<UserView> {
    return this.secondFactor.complete(req as unknown as PendingSignInRequest, body, req.ip ?? 'unknown');
  }

  /** The second step with a passkey: the prompt's options, for the waiting account's passkeys only. */
  @Public()
  @Post('login/second-factor/passkey/options')
  @HttpCode(200)
  @ApiErrors(E.SECOND_FACTOR_STEP_EXPIRED, E.LOGIN_RATE_LIMITED)
  async secondFactorPasskeyOptions(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(NoFields) _body: unknown,
  ): Promise<PasskeyOptionsView> {
    const pending = req as unknown as PendingSignInRequest;
    const { options, ceremony } = await this.secondFactor.passkeyOptions(pending, req.ip ?? 'unknown');
    this.ceremonyCookie.set(req, res, ceremony);
    return { options };
  }

  /** The second step with a passkey: its answer completes the sign-in. */
  @Public()
  @Post('login/second-factor/passkey')
  @HttpCode(200)
  @ApiErrors(P.PASSKEY_CHALLENGE_EXPIRED, P.PASSKEY_NOT_ACCEPTED, E.SECOND_FACTOR_STEP_EXPIRED, E.LOGIN_RATE_LIMITED)
  secondFactorPasskey(
    @Body() body: PasskeySignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView> {
    const pending = req as unknown as PendingSignInRequest;
    const ceremony = this.ceremonyCookie.take(req, res);
    return this.secondFactor.completeWithPasskey(pending, body.response, ceremony, req.ip ?? 'unknown');
  }

  /** Used as a navigation target by the sign-in buttons (D7). */
  @Public()
  @Get('login')
  @Redirect('/login', 302)
  loginPage(): void {}

  @Public()
  @Post('logout')
  @HttpCode(204)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.sessions.signOut(req, res);
  }
}
