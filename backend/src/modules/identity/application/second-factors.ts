import { Inject, Injectable } from '@nestjs/common';
import type { SecondFactorCheck } from '../../../platform/http/second-factor-check';
import type { SecondFactorMethod } from '../domain/two-factor';
import { Passkeys } from './passkeys';
import { TWO_FACTOR_REPOSITORY } from './ports/two-factor-crypto';
import type { TwoFactorRepository } from './ports/two-factor.repository';

/**
 * The one answer to "which second factors does this account have" (D19): the sign-in asks it after the password,
 * the admin requirement before every admin call (the platform's `SecondFactorCheck`), the Account tab for its status.
 * Each kind of factor adds its own question here (passkeys beside the authenticator app).
 */
@Injectable()
export class SecondFactors implements SecondFactorCheck {
  constructor(
    @Inject(TWO_FACTOR_REPOSITORY) private readonly twoFactor: TwoFactorRepository,
    private readonly passkeys: Passkeys,
  ) {}

  async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    // Two-factor sign-in is on with the authenticator app, which comes with recovery codes; a passkey is then a
    // second way through the second step. A passkey alone does not turn it on: an account whose only factor is a
    // lost phone's passkey would have no recovery code to get back in with.
    if (!(await this.twoFactor.findTotp(userId))?.enabledAt) return [];
    return (await this.passkeys.countOf(userId)) > 0 ? ['totp', 'passkey'] : ['totp'];
  }

  async hasSecondFactor(userId: number): Promise<boolean> {
    return (await this.methodsOf(userId)).length > 0;
  }
}
