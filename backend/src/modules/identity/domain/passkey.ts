/**
 * A passkey (WebAuthn credential) a member added to their account (D19): it signs them in without a password, or
 * serves as the second factor after one. The public key and the signature counter are what sign-in checks.
 */
export interface Passkey {
  id: number;
  userId: number;
  /** The credential's id as the authenticator made it, base64url. */
  credentialId: string;
  /** The credential's COSE public key. */
  publicKey: Uint8Array;
  /** The authenticator's signature counter at the last sign-in (0 for authenticators that keep none). */
  counter: number;
  /** How the browser can reach the authenticator (`internal`, `usb`, `hybrid`, ...), a hint for later sign-ins. */
  transports: string[];
  /** The member's name for it ("MacBook Touch ID"). */
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What the Account tab shows of a passkey: never its key. */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const toPasskeyView = ({ id, name, createdAt, lastUsedAt }: Passkey): PasskeyView => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Enough for every device a member uses, few enough that the list stays a list. */
export const PASSKEYS_PER_ACCOUNT = 10;

/** The name a passkey gets when the member gives none. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/** A name for a passkey from the browser and system it was added on ("Chrome on macOS"), within the limit. */
export function passkeyNameFrom(browser: string | undefined, system: string | undefined): string {
  const parts = [browser, system].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(' on ') : DEFAULT_PASSKEY_NAME;
  return name.slice(0, PASSKEY_NAME_MAX_LENGTH);
}

/**
 * The two WebAuthn ceremonies: adding a passkey (`registration`), and proving one (`authentication`: a sign-in
 * without a password, or a second factor).
 */
export type PasskeyCeremony = 'registration' | 'authentication';
export const PASSKEY_CEREMONIES = ['registration', 'authentication'] as const satisfies PasskeyCeremony[];

/** A challenge waits this long for its answer: the browser's own prompt times out after the same. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * A challenge the server handed out and keeps until its answer (single use). `userId`: the account the answer must
 * come from (registration; a second factor), or null (a sign-in without a password, where the passkey names it).
 */
export interface PasskeyChallenge {
  ceremony: PasskeyCeremony;
  userId: number | null;
  challenge: string;
  expiresAt: Date;
}

/**
 * The relying party of WebAuthn: the site a passkey belongs to. Its id is the public URL's host name, and only
 * answers made on the public URL's origin are accepted. A browser takes no IP address as an id, so a loopback
 * address (the end-to-end server's 127.0.0.1) becomes `localhost`, the same machine under a name.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

export function relyingPartyFor(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, name, origin: url.origin };
}
