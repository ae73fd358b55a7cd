import { Injectable } from '@nestjs/common';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { CredentialRef, IssuedOptions, VerifiedCredential, WebAuthn } from '../application/ports/web-authn';
import type { RelyingParty } from '../domain/passkey';
import { CHALLENGE_LIFETIME_MS } from '../domain/passkey';

/**
 * The library, loaded at the first passkey ceremony rather than at start: with its X.509 and ASN.1 parsers it is
 * some 250 modules (issue 29: a server starts fast and idles small). A require, not `import()`, so that Node loads
 * the same CommonJS build as the tests.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webAuthn = () => require('@simplewebauthn/server') as typeof import('@simplewebauthn/server');

const toDescriptor = ({ credentialId, transports }: CredentialRef) => ({
  id: credentialId,
  transports: transports as AuthenticatorTransport[],
});

/**
 * The WebAuthn port through `@simplewebauthn/server` (its CommonJS build). Its verifications throw on anything
 * malformed or wrong; each throw becomes a null, which the use case turns into its refusal (a 4xx, never a 500).
 */
@Injectable()
export class SimpleWebAuthn implements WebAuthn {
  async registrationOptions(
    rp: RelyingParty,
    user: { id: number; name: string; displayName: string },
    exclude: CredentialRef[],
  ): Promise<IssuedOptions> {
    const options = await webAuthn().generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      // The user handle the authenticator keeps: the account's id, which names no one (no e-mail, no name).
      userID: new TextEncoder().encode(`penwright-user-${user.id}`),
      userName: user.name,
      userDisplayName: user.displayName,
      timeout: CHALLENGE_LIFETIME_MS,
      attestationType: 'none',
      // The same authenticator twice is refused by the browser itself.
      excludeCredentials: exclude.map(toDescriptor),
      // A discoverable credential signs in without an e-mail first (D19).
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return { options: { ...options }, challenge: options.challenge };
  }

  async verifyRegistration(rp: RelyingParty, response: unknown, challenge: string): Promise<VerifiedCredential | null> {
    try {
      const { verified, registrationInfo } = await webAuthn().verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!verified) return null;
      const { credential } = registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      return null;
    }
  }

  async authenticationOptions(rp: RelyingParty, allow: CredentialRef[] | null): Promise<IssuedOptions> {
    const options = await webAuthn().generateAuthenticationOptions({
      rpID: rp.id,
      timeout: CHALLENGE_LIFETIME_MS,
      userVerification: 'preferred',
      ...(allow && { allowCredentials: allow.map(toDescriptor) }),
    });
    return { options: { ...options }, challenge: options.challenge };
  }

  credentialIdOf(response: unknown): string | null {
    const id = (response as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  }

  async verifyAuthentication(
    rp: RelyingParty,
    response: unknown,
    challenge: string,
    credential: VerifiedCredential,
    requireUserVerification: boolean,
  ): Promise<{ counter: number } | null> {
    try {
      const { verified, authenticationInfo } = await webAuthn().verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: credential.credentialId,
          publicKey: credential.publicKey as Uint8Array<ArrayBuffer>,
          counter: credential.counter,
          transports: credential.transports as AuthenticatorTransport[],
        },
        requireUserVerification,
      });
      return verified ? { counter: authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }
}
