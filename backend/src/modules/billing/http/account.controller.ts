import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import type { UserView } from '../../identity/domain/user';
import { CreateAccount } from '../application/create-account';
import { CreateAccountDto } from './create-account.dto';

@ApiTags('billing')
@Controller('api')
export class AccountController {
  constructor(private readonly createAccount: CreateAccount) {}

  /** Creates the member once the provider confirms the payment, then signs them in (D2 step 2). */
  @Public()
  @Post('create-account')
  async create(@Req() req: Request, @Body() body: CreateAccountDto): Promise<UserView> {
    const user = await this.createAccount.execute({ ...body, applyAnswers: body.applyAnswers ?? null });
    // passport regenerates the session id at login; the absolute timeout counts from here.
    await new Promise<void>((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
    req.session.authenticatedAt = Date.now();
    return user;
  }
}
