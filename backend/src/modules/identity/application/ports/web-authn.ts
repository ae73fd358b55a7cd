import type { RelyingParty } from '../../domain/passkey';

/** WebAuthn's options for the browser, as JSON (`navigator.credentials.create/get` after base64url decoding). */
export type PasskeyOptionsJson = Record<string, unknown>;

export interface IssuedOptions {
  options: PasskeyOptionsJson;
  /** The challenge in the options, base64url: kept server-side until the answer. */
  challenge: string;
}

export interface CredentialRef {
  credentialId: string;
  transports: string[];
}

export interface VerifiedCredential extends CredentialRef {
  publicKey: Uint8Array;
  counter: number;
}

/**
 * The WebAuthn ceremonies (an SDK behind it: infrastructure/simple-web-authn.ts). Answers from the browser are
 * `unknown` here: anything malformed, forged or made for another challenge, origin or site is a null, never a throw.
 */
export interface WebAuthn {
  registrationOptions(
    rp: RelyingParty,
    user: { id: number; name: string; displayName: string },
    exclude: CredentialRef[],
  ): Promise<IssuedOptions>;
  verifyRegistration(rp: RelyingParty, response: unknown, challenge: string): Promise<VerifiedCredential | null>;
  /** `allow`: the account's passkeys for a second factor, or null for a sign-in where the passkey names the account. */
  authenticationOptions(rp: RelyingParty, allow: CredentialRef[] | null): Promise<IssuedOptions>;
  /** The credential id an answer claims, before its signature is checked against that credential's key. */
  credentialIdOf(response: unknown): string | null;
  /** The counter the authenticator reported, if the signature and everything signed are right. */
  verifyAuthentication(
    rp: RelyingParty,
    response: unknown,
    challenge: string,
    credential: VerifiedCredential,
    requireUserVerification: boolean,
  ): Promise<{ counter: number } | null>;
}
