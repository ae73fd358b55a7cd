import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import type { TotpAlgorithm } from '../application/ports/two-factor-crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../domain/two-factor';

/** otplib 13's functional API with the defaults every authenticator app uses (SHA-1, 6 digits, 30 s). */
@Injectable()
export class OtplibTotp implements TotpAlgorithm {
  newSecret(): string {
    return generateSecret({ length: 20 }); // 160 bits, RFC 4226's recommendation
  }

  uri(secret: string, accountName: string, issuer: string): string {
    return generateURI({ issuer, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  }

  async verify(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      epoch: Math.floor(at.getTime() / 1000),
      epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
      ...(afterStep !== null && { afterTimeStep: afterStep }),
    });
    // The TOTP strategy's result names the matched step (the HOTP one, in the same union, does not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
