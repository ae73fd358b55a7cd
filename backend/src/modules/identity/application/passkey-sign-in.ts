import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { accountDeactivated, tooManyLoginAttempts } from '../domain/identity.errors';
import { passkeyNotAccepted } from '../domain/passkey.errors';
import { toUserView, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';
import { LoginThrottle } from './login-throttle';
import { Passkeys, type PasskeyPrompt } from './passkeys';

/**
 * Prompts one client may ask for to sign in, and one member to add a passkey: each stores a challenge, and a person
 * asks for one per sign-in or passkey added.
 */
export const PASSKEY_PROMPT_LIMIT = { windowSeconds: 15 * 60, perClient: 100, perMember: 30 } as const;
import type { UserRepository } from './ports/user.repository';

/**
 * Sign-in without a password (D19): a discoverable passkey names the account and proves it. Each attempt counts
 * against the client's sign-in limit (the one its password attempts share), and a deactivated account is refused
 * as at the password's sign-in. The controller then starts the session through `Sessions.signIn`.
 */
@Injectable()
export class PasskeySignIn {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly throttle: LoginThrottle,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async options(clientAddress: string): Promise<PasskeyPrompt> {
    const { windowSeconds, perClient } = PASSKEY_PROMPT_LIMIT;
    const hit = await this.limiter.hit(`passkey:prompt:${clientAddress}`, windowSeconds);
    if (hit.count > perClient) throw tooManyLoginAttempts(hit.retryAfterSeconds);
    return this.passkeys.authenticationOptions(null);
  }

  async execute(response: unknown, ceremony: string | null, clientAddress: string): Promise<UserView> {
    await this.throttle.admitClient(clientAddress);
    const userId = await this.passkeys.verifyAuthentication(response, ceremony, null);
    const user = await this.users.findById(userId);
    if (!user) throw passkeyNotAccepted();
    if (!user.isActive) throw accountDeactivated();
    return toUserView(user);
  }
}
