import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import {
  twoFactorAlreadyEnabled,
  twoFactorCodeInvalid,
  twoFactorNotEnabled,
  twoFactorSetupMissing,
  userNotFound,
} from '../domain/identity.errors';
import { groupedKey, normalizeTotpCode, TOTP_ISSUER, type TwoFactorStatus } from '../domain/two-factor';
import { USER_REPOSITORY } from '../identity.tokens';
import { CurrentPassword } from './current-password';
import { LoginThrottle } from './login-throttle';
import {
  SECRET_BOX,
  TOTP_ALGORITHM,
  TWO_FACTOR_REPOSITORY,
  type SecretBox,
  type TotpAlgorithm,
} from './ports/two-factor-crypto';
import type { TwoFactorRepository } from './ports/two-factor.repository';
import type { UserRepository } from './ports/user.repository';
import { SecondFactors } from './second-factors';
import { TwoFactorChanges } from './two-factor-changes';
import { TwoFactorCodes } from './two-factor-codes';

/** What proves the member at the keyboard is the account's owner before a change to its factors. */
export interface FactorProof {
  password?: string;
  code?: string;
  recoveryCode?: string;
}

/**
 * A member's authenticator app on the Account tab (D19): set-up (a pending secret, enabled by its first code, with
 * ten recovery codes), new recovery codes, turning it off. Each check of a password or code counts against the
 * sign-in limits (`LoginThrottle`, the second factor's own keys): a stolen session cannot guess its way through.
 */
@Injectable()
export class AuthenticatorApp {
  constructor(
    @Inject(TWO_FACTOR_REPOSITORY) private readonly twoFactor: TwoFactorRepository,
    @Inject(TOTP_ALGORITHM) private readonly totp: TotpAlgorithm,
    @Inject(SECRET_BOX) private readonly box: SecretBox,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly codes: TwoFactorCodes,
    private readonly changes: TwoFactorChanges,
    private readonly factors: SecondFactors,
    private readonly throttle: LoginThrottle,
    // The password, when asked, is checked as every Account tab change checks it: under the sign-in limits.
    private readonly currentPassword: CurrentPassword,
  ) {}

  async status(userId: number): Promise<TwoFactorStatus> {
    const credential = await this.twoFactor.findTotp(userId);
    const enabledAt = credential?.enabledAt ?? null;
    return {
      methods: await this.factors.methodsOf(userId),
      totp: {
        enabled: enabledAt !== null,
        enabledAt,
        recoveryCodesLeft: enabledAt ? await this.twoFactor.countUnusedRecoveryCodes(userId) : 0,
      },
    };
  }

  /** A new secret waiting for its first code; starting again replaces it. An enabled app is turned off first. */
  async setUp(userId: number): Promise<{ otpauthUri: string; key: string }> {
    const user = await this.users.findById(userId);
    if (!user) throw userNotFound();
    const secret = this.totp.newSecret();
    if (!(await this.twoFactor.savePendingTotp(userId, this.box.seal(secret)))) throw twoFactorAlreadyEnabled();
    return { otpauthUri: this.totp.uri(secret, user.email, TOTP_ISSUER), key: groupedKey(secret) };
  }

  /** The first code turns it on; the ten recovery codes are answered this once. */
  async confirm(userId: number, input: string, clientAddress: string): Promise<{ recoveryCodes: string[] }> {
    await this.admit(userId, clientAddress);
    const credential = await this.twoFactor.findTotp(userId);
    if (credential?.enabledAt) throw twoFactorAlreadyEnabled();
    if (!credential) throw twoFactorSetupMissing();
    const code = normalizeTotpCode(input);
    const secret = this.box.open(credential.sealedSecret);
    const step = code ? await this.totp.verify(secret, code, this.clock.now(), null) : null;
    if (step === null) throw twoFactorCodeInvalid();
    const recoveryCodes = await this.uow.run(async () => {
      if (!(await this.twoFactor.enableTotp(userId, step, this.clock.now()))) throw twoFactorAlreadyEnabled();
      const issued = await this.codes.issueRecoveryCodes(userId);
      await this.changes.report(userId, 'enabled', userId);
      return issued;
    });
    await this.throttle.succeeded(throttleKey(userId), clientAddress);
    return { recoveryCodes };
  }

  /** New recovery codes (the old ones stop working): a current code or the password proves the owner. */
  async regenerateRecoveryCodes(userId: number, proof: FactorProof, clientAddress: string) {
    await this.admit(userId, clientAddress);
    if (!(await this.twoFactor.findTotp(userId))?.enabledAt) throw twoFactorNotEnabled();
    if (proof.code !== undefined) {
      if (!(await this.codes.useTotp(userId, proof.code))) throw twoFactorCodeInvalid();
    } else await this.currentPassword.verify(userId, proof.password ?? '', clientAddress);
    const recoveryCodes = await this.uow.run(async () => {
      const issued = await this.codes.issueRecoveryCodes(userId);
      await this.changes.report(userId, 'recovery-codes-regenerated', userId);
      return issued;
    });
    await this.throttle.succeeded(throttleKey(userId), clientAddress);
    return { recoveryCodes };
  }

  /** Off: the password and a current code (or a recovery code, for a lost phone). */
  async disable(userId: number, proof: FactorProof, clientAddress: string): Promise<void> {
    await this.admit(userId, clientAddress);
    if (!(await this.twoFactor.findTotp(userId))?.enabledAt) throw twoFactorNotEnabled();
    await this.currentPassword.verify(userId, proof.password ?? '', clientAddress);
    await this.uow.run(async () => {
      const byRecoveryCode = proof.code === undefined;
      const accepted = byRecoveryCode
        ? await this.codes.useRecoveryCode(userId, proof.recoveryCode ?? '')
        : await this.codes.useTotp(userId, proof.code!);
      if (!accepted) throw twoFactorCodeInvalid(byRecoveryCode ? 'recovery code' : 'code');
      await this.twoFactor.deleteTotp(userId);
      await this.twoFactor.deleteRecoveryCodes(userId);
      await this.changes.report(userId, 'disabled', userId, byRecoveryCode ? { with: 'recovery code' } : {});
    });
    await this.throttle.succeeded(throttleKey(userId), clientAddress);
  }

  private admit(userId: number, clientAddress: string): Promise<void> {
    return this.throttle.admit(throttleKey(userId), clientAddress);
  }
}

/** The second factor's attempts are counted apart from the password's, under the same limits. */
export const throttleKey = (userId: number) => `second-factor:${userId}`;
