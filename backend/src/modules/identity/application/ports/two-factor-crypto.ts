/** The authenticator algorithm (RFC 6238), behind a port so application/ names no library. */
export interface TotpAlgorithm {
  /** A new random secret, base32 as the apps take it. */
  newSecret(): string;
  /** The otpauth:// URI an app reads from the QR code. */
  uri(secret: string, accountName: string, issuer: string): string;
  /**
   * The time step of `code` if it is the code of a step within the window around `at` and later than `afterStep`;
   * null otherwise.
   */
  verify(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null>;
}

/** Seals secrets at rest (authenticated encryption) and hashes recovery codes with a key a database reader lacks. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the sealed text was altered or sealed with another key. */
  open(sealed: string): string;
  /** A keyed hash (hex): equal codes give equal hashes, and nobody without the key can test guesses against it. */
  hash(value: string): string;
  /** A secure random whole number below `below`. */
  randomBelow(below: number): number;
}

export const TOTP_ALGORITHM = Symbol('TOTP_ALGORITHM');
export const SECRET_BOX = Symbol('SECRET_BOX');
export const TWO_FACTOR_REPOSITORY = Symbol('TWO_FACTOR_REPOSITORY');
