import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import { readCookie } from '../../../platform/http/cookies';
import { CHALLENGE_LIFETIME_MS } from '../domain/passkey';

/** Not `penwright.sid…`: a visitor's reads with it still skip the session (platform/http/sessions.ts). */
export const PASSKEY_CEREMONY_COOKIE = 'penwright.passkey';

/**
 * The browser's handle to the challenge the server keeps (application/passkey-challenges.ts): HttpOnly (no
 * script reads it), SameSite=Strict, only sent to /api, and gone with the challenge after five minutes. The
 * options call sets it, the answer reads it and clears it. The second factor after a password uses it too.
 */
@Injectable()
export class PasskeyCeremonyCookie {
  constructor(@Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings) {}

  set(req: Request, res: Response, handle: string): void {
    res.cookie(PASSKEY_CEREMONY_COOKIE, handle, { ...this.options(req), maxAge: CHALLENGE_LIFETIME_MS });
  }

  /** The handle, and the cookie cleared: a challenge is answered once, right or wrong. */
  take(req: Request, res: Response): string | null {
    const handle = readCookie(req, PASSKEY_CEREMONY_COOKIE);
    if (handle !== undefined) res.clearCookie(PASSKEY_CEREMONY_COOKIE, this.options(req));
    return handle ?? null;
  }

  private options(req: Request) {
    const { cookieSecure } = this.settings;
    return {
      httpOnly: true,
      sameSite: 'strict' as const,
      path: '/api',
      secure: cookieSecure === 'auto' ? req.secure : cookieSecure,
    };
  }
}
