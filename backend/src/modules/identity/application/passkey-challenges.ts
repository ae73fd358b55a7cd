import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { CHALLENGE_LIFETIME_MS, type PasskeyCeremony, type PasskeyChallenge } from '../domain/passkey';
import { challengeExpired } from '../domain/passkey.errors';
import { PASSKEY_CHALLENGE_REPOSITORY } from '../identity.tokens';
import { hashToken, newToken } from './account-links';
import type { PasskeyChallengeRepository } from './ports/passkey.repository';

/**
 * Keeps each WebAuthn challenge on the server until its one answer. The browser holds only a random handle to it
 * (`ceremony`, in an HttpOnly cookie: http/passkey-ceremony-cookie.ts), stored as its SHA-256; the challenge is
 * taken, whatever the answer turns out to be, so it can be answered once, and within five minutes.
 *
 * Why not in the session: a sign-in without a password (and a second factor after a password) happens before
 * anyone is signed in, and identity's session store never stores a session no one is signed in to.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(
    @Inject(PASSKEY_CHALLENGE_REPOSITORY) private readonly challenges: PasskeyChallengeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Stores the challenge; answers the handle the browser keeps for the answer. */
  async keep(ceremony: PasskeyCeremony, userId: number | null, challenge: string): Promise<string> {
    const now = this.clock.now();
    // The table holds only what can still be answered: a few rows, whatever the traffic.
    await this.challenges.deleteExpired(now);
    const handle = newToken();
    await this.challenges.insert(hashToken(handle), {
      ceremony,
      userId,
      challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    return handle;
  }

  /** Takes the challenge of this ceremony for `userId` (null: any account); refuses what cannot be answered now. */
  async take(ceremony: PasskeyCeremony, handle: string | null, userId: number | null): Promise<PasskeyChallenge> {
    if (!handle || handle.length > 100) throw challengeExpired();
    const kept = await this.challenges.take(hashToken(handle));
    if (!kept || kept.ceremony !== ceremony || kept.userId !== userId) throw challengeExpired();
    if (kept.expiresAt.getTime() <= this.clock.now().getTime()) throw challengeExpired();
    return kept;
  }
}
