import { generate } from 'otplib';

/** The code an authenticator app shows for `secret` (base32, spaces allowed) at `at`, as a member types it. */
export const currentCode = (secret: string, at = new Date()): Promise<string> =>
  generate({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(at.getTime() / 1000) });

/** The secret in an otpauth:// URI. */
export const secretOf = (otpauthUri: string): string => new URL(otpauthUri).searchParams.get('secret') ?? '';

/** Turns on an authenticator app for the member signed in on `client`, through the API; answers its secret. */
export async function enableTotp(
  client: { post(url: string, body?: object): PromiseLike<{ status: number; body: Record<string, string> }> },
  currentPassword: string,
): Promise<string> {
  const setup = await client.post('/api/account/two-factor/totp/setup', { currentPassword });
  const secret = secretOf(setup.body.otpauthUri ?? '');
  const confirmed = await client.post('/api/account/two-factor/totp/confirm', { code: await currentCode(secret) });
  if (confirmed.status !== 200) throw new Error(`two-factor set-up failed: ${confirmed.status}`);
  return secret;
}
