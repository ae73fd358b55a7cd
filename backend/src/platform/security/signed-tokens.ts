import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../config/platform-settings';
import { sessionSecrets } from '../config/session-secret';

/**
 * Stateless signed tokens for links that work without signing in (a mail's one-click unsubscribe): the payload in
 * base64url and an HMAC-SHA256 over it and the token's purpose. The keys come from SESSION_SECRET's list, each
 * derived for this use only; the first signs and every one verifies, so a rotation keeps sent links working until
 * the old secret is removed. A token of one purpose never verifies for another.
 */
@Injectable()
export class SignedTokens {
  constructor(@Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings) {}

  sign(purpose: string, payload: string): string {
    const body = Buffer.from(payload, 'utf8').toString('base64url');
    return `${body}.${this.mac(this.keys()[0]!, purpose, body)}`;
  }

  /** The payload of a well-formed token this server signed for `purpose`; null for anything else. */
  verify(purpose: string, token: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, body, mac] = match as unknown as [string, string, string];
    const given = Buffer.from(mac, 'base64url');
    const valid = this.keys().some((key) =>
      timingSafeEqual(given, Buffer.from(this.mac(key, purpose, body), 'base64url')),
    );
    return valid ? Buffer.from(body, 'base64url').toString('utf8') : null;
  }

  // The secret is settled when the app is created (generated outside production), after settings are read.
  private keys(): Buffer[] {
    return sessionSecrets(this.settings.sessionSecret).map((secret) =>
      createHmac('sha256', secret).update('signed-link').digest(),
    );
  }

  private mac(key: Buffer, purpose: string, body: string): string {
    return createHmac('sha256', key).update(`${purpose}\n${body}`).digest('base64url');
  }
}
