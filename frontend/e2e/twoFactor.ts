import { generate } from 'otplib';
import pg from 'pg';
import { connection } from './mailbox';

/** The code an authenticator app shows now for `secret` (base32; the page's grouped key works as shown). */
export const codeFor = (secret: string, at = Date.now()): Promise<string> =>
  generate({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(at / 1000) });

/**
 * Forgets which code the account used last, so a journey may sign in twice within one 30-second step: a code is
 * accepted only once (D19), and the journeys sign the administrator in many times a minute. The rule itself is
 * tested by backend/test/identity-two-factor.int-spec.ts.
 */
export async function forgetLastCode(email: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(
      'UPDATE totp_credentials SET last_used_step = NULL WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email.trim().toLowerCase()],
    );
  } finally {
    await client.end();
  }
}

/** Makes a journey's own member an administrator, as another editor would in the Users tab. */
export async function promoteToAdmin(email: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('UPDATE users SET is_admin = true WHERE email = $1', [email.trim().toLowerCase()]);
  } finally {
    await client.end();
  }
}
