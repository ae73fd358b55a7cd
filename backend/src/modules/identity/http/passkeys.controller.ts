import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import UAParser from 'ua-parser-js';
import { Public } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { NoFields } from '../../../platform/http/no-fields.pipe';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import { PasskeyChanges } from '../application/passkey-changes';
import { PasskeySignIn } from '../application/passkey-sign-in';
import { Passkeys } from '../application/passkeys';
import { Sessions } from '../application/sessions';
import { IDENTITY_ERRORS as I } from '../domain/identity.errors';
import { passkeyNameFrom, type PasskeyView } from '../domain/passkey';
import { PASSKEY_ERRORS as E } from '../domain/passkey.errors';
import type { UserView } from '../domain/user';
import { CurrentPassword } from '../application/current-password';
import { CurrentPasswordDto } from './account.dto';
import { PasskeyCeremonyCookie } from './passkey-ceremony-cookie';
import {
  AddPasskeyDto,
  PasskeySignInDto,
  RenamePasskeyDto,
  type PasskeyListView,
  type PasskeyOptionsView,
} from './passkeys.dto';

/** "Chrome on macOS": the default name of a passkey added from this browser. */
function deviceName(req: Request): string {
  const { browser, os } = new UAParser(req.get('user-agent') ?? '').getResult();
  return passkeyNameFrom(browser.name, os.name);
}

/**
 * Passkeys (D19): the member's own on the Account tab, and the sign-in without a password. Each prompt's challenge
 * stays on the server; the browser holds its handle in a cookie until it answers.
 */
@ApiTags('identity')
@Controller('api')
export class PasskeysController {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly changes: PasskeyChanges,
    private readonly signIn: PasskeySignIn,
    private readonly sessions: Sessions,
    private readonly cookie: PasskeyCeremonyCookie,
    private readonly currentPassword: CurrentPassword,
  ) {}

  @Get('account/passkeys')
  async list(@CurrentUser() user: UserView): Promise<PasskeyListView> {
    return { passkeys: await this.passkeys.listOf(user.id) };
  }

  /**
   * The options for the browser's "create a passkey" prompt, after the current password: a session alone (a
   * browser left signed in, a stolen cookie) must not add a way in that outlives a password change.
   */
  @Post('account/passkeys/options')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(
    I.CURRENT_PASSWORD_INCORRECT,
    I.LOGIN_RATE_LIMITED,
    E.PASSKEY_LIMIT_REACHED,
    E.PASSKEY_PROMPTS_RATE_LIMITED,
  )
  async registrationOptions(
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: CurrentPasswordDto,
  ): Promise<PasskeyOptionsView> {
    await this.currentPassword.verify(user.id, body.currentPassword, req.ip ?? 'unknown');
    const { options, ceremony } = await this.changes.registrationOptions(user);
    this.cookie.set(req, res, ceremony);
    return { options };
  }

  /** The browser's new passkey, checked against the prompt's challenge and kept with the member's name for it. */
  @Post('account/passkeys')
  @HttpCode(HttpStatus.CREATED)
  @ApiErrors(
    E.PASSKEY_CHALLENGE_EXPIRED,
    E.PASSKEY_REGISTRATION_FAILED,
    E.PASSKEY_ALREADY_ADDED,
    E.PASSKEY_LIMIT_REACHED,
  )
  add(
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: AddPasskeyDto,
  ): Promise<PasskeyView> {
    const name = body.name || deviceName(req);
    return this.changes.register(user, body.response, this.cookie.take(req, res), name);
  }

  @Patch('account/passkeys/:id')
  @ApiErrors(E.PASSKEY_NOT_FOUND)
  rename(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Passkey') id: number,
    @Body() body: RenamePasskeyDto,
  ): Promise<PasskeyView> {
    return this.changes.rename(user, id, body.name);
  }

  @Delete('account/passkeys/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiErrors(E.PASSKEY_NOT_FOUND)
  remove(@CurrentUser() user: UserView, @PositiveIdParam('Passkey') id: number): Promise<void> {
    return this.changes.remove(user, id);
  }

  /** The options for "Sign in with a passkey": no account named, the passkey will name it (discoverable). */
  @Public()
  @Post('login/passkey/options')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(I.LOGIN_RATE_LIMITED)
  async signInOptions(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(NoFields) _body: unknown,
  ): Promise<PasskeyOptionsView> {
    const { options, ceremony } = await this.signIn.options(req.ip ?? 'unknown');
    this.cookie.set(req, res, ceremony);
    return { options };
  }

  /** Signs in with the passkey's answer, through identity's one sign-in (a new session id, a new CSRF token). */
  @Public()
  @Post('login/passkey')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.PASSKEY_CHALLENGE_EXPIRED, E.PASSKEY_NOT_ACCEPTED, I.ACCOUNT_DEACTIVATED, I.LOGIN_RATE_LIMITED)
  async signInWithPasskey(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: PasskeySignInDto,
  ): Promise<UserView> {
    const user = await this.signIn.execute(body.response, this.cookie.take(req, res), req.ip ?? 'unknown');
    await this.sessions.signIn(req, user);
    return user;
  }
}
