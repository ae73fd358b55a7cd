import { Inject, Injectable } from '@nestjs/common';
import type { SecondFactorCheck } from '../../../platform/http/second-factor-check';
import type { SecondFactorMethod } from '../domain/two-factor';
import { TWO_FACTOR_REPOSITORY } from './ports/two-factor-crypto';
import type { TwoFactorRepository } from './ports/two-factor.repository';

/**
 * The one answer to "which second factors does this account have" (D19): the sign-in asks it after the password,
 * the admin requirement before every admin call (the platform's `SecondFactorCheck`), the Account tab for its status.
 * Each kind of factor adds its own question here (passkeys beside the authenticator app).
 */
@Injectable()
export class SecondFactors implements SecondFactorCheck {
  constructor(@Inject(TWO_FACTOR_REPOSITORY) private readonly twoFactor: TwoFactorRepository) {}

  async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const methods: SecondFactorMethod[] = [];
    if ((await this.twoFactor.findTotp(userId))?.enabledAt) methods.push('totp');
    return methods;
  }

  async hasSecondFactor(userId: number): Promise<boolean> {
    return (await this.methodsOf(userId)).length > 0;
  }
}
