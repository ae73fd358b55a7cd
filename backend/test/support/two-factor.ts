import { generate } from 'otplib';

/** The code an authenticator app shows for `secret` (base32, spaces allowed) at `at`, as a member types it. */
export const currentCode = (secret: string, at = new Date()): Promise<string> =>
  generate({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(at.getTime() / 1000) });

/** The secret in an otpauth:// URI. */
export const secretOf = (otpauthUri: string): string => new URL(otpauthUri).searchParams.get('secret') ?? '';
