import { Body, Controller, Get, HttpCode, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { SESSION_COOKIE } from '../../../platform/http/sessions';
import type { UserView } from '../domain/user';
import { LocalAuthGuard } from '../infrastructure/local-auth.guard';
import { LoginDto } from './login.dto';

@ApiTags('identity')
@Controller('api')
export class AuthController {
  @Get('user')
  currentUser(@Req() req: Request): UserView {
    return req.user as UserView;
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  login(@Req() req: Request, @Body() _credentials: LoginDto): UserView {
    return req.user as UserView;
  }

  /** Used as a navigation target by the sign-in buttons (D7). */
  @Public()
  @Get('login')
  @Redirect('/login', 302)
  loginPage(): void {}

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
