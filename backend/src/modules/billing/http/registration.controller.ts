import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/http/access.decorators';
import { CheckEmailAvailable } from '../application/check-email-available';
import { CheckEmailDto } from './registration-checks.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { BILLING_ERRORS as E } from '../domain/billing.errors';
import { IDENTITY_ERRORS } from '../../identity/domain/identity.errors';

@ApiTags('billing')
@Controller('api/register')
export class RegistrationController {
  constructor(private readonly checkEmail: CheckEmailAvailable) {}

  /**
   * The info step's check (issue 18): `{available: true}`, or 409 'An account with this email already exists'.
   * Limited per client address together with the payment setup (docs/security.md).
   */
  @Public()
  @Post('check-email')
  @ApiErrors(IDENTITY_ERRORS.EMAIL_TAKEN, E.EMAIL_CHECK_RATE_LIMITED)
  @HttpCode(200)
  checkEmailAvailable(
    @Ip() clientAddress: string | undefined,
    @Body() body: CheckEmailDto,
  ): Promise<{ available: true }> {
    return this.checkEmail.execute(body.email, clientAddress ?? 'unknown');
  }
}
