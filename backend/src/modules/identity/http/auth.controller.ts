import { Controller, Get, HttpCode, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import { Sessions } from '../application/sessions';
import type { UserView } from '../domain/user';
import { LocalAuthGuard } from '../infrastructure/local-auth.guard';
import { LoginDto } from './login.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';

@ApiTags('identity')
@Controller('api')
export class AuthController {
  constructor(private readonly sessions: Sessions) {}

  @Get('user')
  currentUser(@CurrentUser() user: UserView): UserView {
    return user;
  }

  /** The guard has validated the body, checked the password and started the session. */
  // Guards run before pipes: binding the body here would validate it a second time. @ApiBody declares it instead.
  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @ApiBody({ type: LoginDto })
  @ApiErrors(E.INVALID_CREDENTIALS, E.ACCOUNT_DEACTIVATED, E.LOGIN_RATE_LIMITED)
  @HttpCode(200)
  login(@CurrentUser() user: UserView): UserView {
    return user;
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
