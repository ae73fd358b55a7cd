import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The session secret outside production when SESSION_SECRET is unset: generated on first start and kept
 * in the data folder, so sessions survive a restart and no two installations share a published secret.
 * (Production refuses to start without SESSION_SECRET; see platform-settings.ts.)
 */
export function persistedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and both read the same secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * SESSION_SECRET as a list: comma-separated, the first signs new session cookies and CSRF tokens, and every one
 * verifies session cookies. To rotate, put the new secret first and keep the old one after it until the sessions
 * it signed have expired (SESSION_ABSOLUTE_HOURS); then remove it.
 */
export const sessionSecrets = (value: string): string[] =>
  value
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
