import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import {
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  formatRecoveryCode,
} from '../domain/two-factor';
import {
  SECRET_BOX,
  TOTP_ALGORITHM,
  TWO_FACTOR_REPOSITORY,
  type SecretBox,
  type TotpAlgorithm,
} from './ports/two-factor-crypto';
import type { TwoFactorRepository } from './ports/two-factor.repository';

/**
 * Checks and uses an account's codes. An authenticator code counts once: its time step must be later than the last
 * one accepted, and recording it is a conditional write, so of two requests with one code only one gets through.
 * A recovery code is marked used by the same kind of write.
 */
@Injectable()
export class TwoFactorCodes {
  constructor(
    @Inject(TWO_FACTOR_REPOSITORY) private readonly twoFactor: TwoFactorRepository,
    @Inject(TOTP_ALGORITHM) private readonly totp: TotpAlgorithm,
    @Inject(SECRET_BOX) private readonly box: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether `input` is a current, unused code of the account's enabled authenticator app; uses it if so. */
  async useTotp(userId: number, input: string): Promise<boolean> {
    const code = normalizeTotpCode(input);
    const credential = await this.twoFactor.findTotp(userId);
    if (!code || !credential?.enabledAt) return false;
    const step = await this.totp.verify(
      this.box.open(credential.sealedSecret),
      code,
      this.clock.now(),
      credential.lastUsedStep,
    );
    return step !== null && (await this.twoFactor.useStep(userId, step));
  }

  /** Whether `input` is one of the account's unused recovery codes; uses it if so. */
  async useRecoveryCode(userId: number, input: string): Promise<boolean> {
    const code = normalizeRecoveryCode(input);
    if (!code) return false;
    return this.twoFactor.useRecoveryCode(userId, this.box.hash(code), this.clock.now());
  }

  /** Ten new codes for the account, replacing every earlier one; the codes themselves are returned once. */
  async issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      formatRecoveryCode((below) => this.box.randomBelow(below)),
    );
    await this.twoFactor.replaceRecoveryCodes(
      userId,
      codes.map((code) => this.box.hash(normalizeRecoveryCode(code)!)),
    );
    return codes;
  }
}
