import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { Sessions } from '../../identity/application/sessions';
import type { UserView } from '../../identity/domain/user';
import { CreateAccount } from '../application/create-account';
import { CreateAccountDto } from './create-account.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { BILLING_ERRORS as E } from '../domain/billing.errors';
import { IDENTITY_ERRORS } from '../../identity/domain/identity.errors';

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
  @ApiErrors(
    E.PAYMENT_NOT_CONFIRMED,
    E.PAYMENT_SESSION_INVALID,
    E.PAYMENT_ALREADY_USED,
    IDENTITY_ERRORS.EMAIL_TAKEN,
    IDENTITY_ERRORS.USERNAME_TAKEN,
    E.PAYMENT_PROVIDER_UNAVAILABLE,
  )
  async create(@Req() req: Request, @Body() body: CreateAccountDto): Promise<UserView> {
    const user = await this.createAccount.execute({ ...body, applyAnswers: body.applyAnswers ?? null });
    // Identity's one sign-in, as after the password check: a new session id, the absolute timeout from now.
    await this.sessions.signIn(req, user);
    return user;
  }
}
