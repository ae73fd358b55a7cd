import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { PasskeyOptionsJson, WebAuthn } from './ports/web-authn';
import { toPasskeyView, type PasskeyView, type RelyingParty } from '../domain/passkey';
import { passkeyNotAccepted } from '../domain/passkey.errors';
import { PASSKEY_RELYING_PARTY, PASSKEY_REPOSITORY, WEB_AUTHN } from '../identity.tokens';
import { PasskeyChallenges } from './passkey-challenges';
import type { PasskeyRepository } from './ports/passkey.repository';

/** Options for the browser's prompt, and the handle of the challenge in them (for the ceremony cookie). */
export interface PasskeyPrompt {
  options: PasskeyOptionsJson;
  ceremony: string;
}

/**
 * Proving a passkey (D19): the one check behind the sign-in without a password and the passkey as a second
 * factor. `expectedUserId` null: the passkey names the account (a discoverable credential); a number: the passkey
 * must be one of that account's (the second step after a password). Every refusal reads the same
 * (PASSKEY_NOT_ACCEPTED), whether the passkey is unknown, another account's, forged, or a replay.
 */
@Injectable()
export class Passkeys {
  constructor(
    private readonly challenges: PasskeyChallenges,
    @Inject(PASSKEY_REPOSITORY) private readonly passkeys: PasskeyRepository,
    @Inject(WEB_AUTHN) private readonly webAuthn: WebAuthn,
    @Inject(PASSKEY_RELYING_PARTY) private readonly rp: RelyingParty,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async authenticationOptions(userId: number | null): Promise<PasskeyPrompt> {
    const allow = userId === null ? null : (await this.passkeys.listOf(userId)).map(credentialRef);
    const { options, challenge } = await this.webAuthn.authenticationOptions(this.rp, allow);
    return { options, ceremony: await this.challenges.keep('authentication', userId, challenge) };
  }

  /**
   * Checks the answer against the challenge (used up by this call, right or wrong), the origin, the site, the
   * passkey's public key and its counter; answers the account it proves. Without a password, the authenticator must
   * also have verified the person (a PIN, a fingerprint): the passkey is then two factors on its own.
   */
  async verifyAuthentication(
    response: unknown,
    ceremony: string | null,
    expectedUserId: number | null,
  ): Promise<number> {
    const { challenge } = await this.challenges.take('authentication', ceremony, expectedUserId);
    const credentialId = this.webAuthn.credentialIdOf(response);
    const passkey = credentialId === null ? null : await this.passkeys.findByCredentialId(credentialId);
    if (!passkey || (expectedUserId !== null && passkey.userId !== expectedUserId)) throw passkeyNotAccepted();
    const verified = await this.webAuthn.verifyAuthentication(
      this.rp,
      response,
      challenge,
      { ...credentialRef(passkey), publicKey: passkey.publicKey, counter: passkey.counter },
      expectedUserId === null,
    );
    if (!verified) throw passkeyNotAccepted();
    // A counter that did not move forward since (another sign-in with the same signature got there first) is a replay.
    const recorded = await this.passkeys.recordUse(passkey.id, verified.counter, passkey.counter, this.clock.now());
    if (!recorded) throw passkeyNotAccepted();
    return passkey.userId;
  }

  countOf(userId: number): Promise<number> {
    return this.passkeys.countOf(userId);
  }

  async listOf(userId: number): Promise<PasskeyView[]> {
    return (await this.passkeys.listOf(userId)).map(toPasskeyView);
  }
}

export const credentialRef = ({ credentialId, transports }: { credentialId: string; transports: string[] }) => ({
  credentialId,
  transports,
});
