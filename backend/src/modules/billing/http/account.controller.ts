import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { Sessions } from '../../identity/application/sessions';
import type { UserView } from '../../identity/domain/user';
import { CreateAccount } from '../application/create-account';
import { CreateAccountDto } from './create-account.dto';

@ApiTags('billing')
@Controller('api')
export class AccountController {
  constructor(
    private readonly createAccount: CreateAccount,
    private readonly sessions: Sessions,
  ) {}

  /** Creates the member once the provider confirms the payment, then signs them in (D2 step 2). */
  @Public()
  @Post('create-account')
  async create(@Req() req: Request, @Body() body: CreateAccountDto): Promise<UserView> {
    const user = await this.createAccount.execute({ ...body, applyAnswers: body.applyAnswers ?? null });
    // Identity's one sign-in, as after the password check: a new session id, the absolute timeout from now.
    await this.sessions.signIn(req, user);
    return user;
  }
}
