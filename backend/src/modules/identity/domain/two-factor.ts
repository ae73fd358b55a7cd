/**
 * Two-factor sign-in (D19): what a second factor is, and the pure rules of authenticator codes and recovery codes.
 * The cryptography (the TOTP algorithm, encryption, hashing) lives behind ports; only shapes and arithmetic here.
 */

/** A kind of second factor a member may have. Passkeys add theirs beside the authenticator app. */
export type SecondFactorMethod = 'totp' | 'passkey';

/** RFC 6238 as every authenticator app reads it: 30-second steps, six digits, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is still accepted (clock drift, typing time). */
export const TOTP_WINDOW_STEPS = 1;

/** How many recovery codes a member gets at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long the second step of a sign-in waits for its code, and how many wrong codes it takes. */
export const PENDING_SIGN_IN = { seconds: 5 * 60, attempts: 5 } as const;

/** The TOTP time step a moment falls in. */
export const timeStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** An authenticator code as typed: six digits, spaces allowed ("123 456"). Anything else is no code. */
export function normalizeTotpCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Crockford's base32 without I, L, O, U: nothing to misread on paper. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_LENGTH = 12;

/**
 * A recovery code from 12 random values (60 bits): `ABCD-EFGH-JKMN`. `random` gives one number below 32 per
 * character (the port's secure random source).
 */
export function formatRecoveryCode(random: (below: number) => number): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[random(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/**
 * A recovery code as typed: case, spaces and dashes do not matter, and the letters a reader confuses with digits
 * (O, I, L) read as those digits. Answers null for what cannot be one.
 */
export function normalizeRecoveryCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const plain = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== RECOVERY_LENGTH) return null;
  if ([...plain].some((char) => !RECOVERY_ALPHABET.includes(char))) return null;
  return plain;
}

/** The key as the set-up page shows it: groups of four, easier to type into an app by hand. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** What a member sees of their second factors on the Account tab. */
export interface TwoFactorStatus {
  methods: SecondFactorMethod[];
  totp: { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };
}

/** The change a member is told of by mail and that the audit log records. */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery-codes-regenerated' | 'recovery-code-used';

/** The name an authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Penwright';
